import { Button, type ButtonProps, type MantineSpacing, Paper, Stack, Textarea, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import type { ActionFeedback } from '../../lib/action-feedback.ts';
import { useActionFeedback } from '../../lib/use-action-feedback.ts';

/*
 * The shape the admin detail pages for scam reports, licences and company reviews share: a titled
 * section (a landmark named by its heading), posting forms with a hidden intent, a reason field and
 * a submit button. Each page keeps only its own fields and texts.
 */

interface ModerationSectionProps {
  /** The heading's id; the section is named by it (`aria-labelledby`). */
  id: string;
  title: ReactNode;
  /** Space between the title and what follows. */
  gap?: MantineSpacing;
  children: ReactNode;
}

/** A bordered section with a level-2 heading that names it. */
export function ModerationSection({ id, title, gap = 'md', children }: ModerationSectionProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby={id}>
      <Stack gap={gap}>
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

interface ModerationFormProps {
  /** Posted as `intent`; leave it out when the submit buttons carry their own. */
  intent?: string;
  gap?: MantineSpacing;
  children: ReactNode;
}

/** A form posting to the page's action, its fields stacked. */
function ModerationForm({ intent, gap = 'xs', children }: ModerationFormProps) {
  return (
    <Form method="post">
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <Stack gap={gap}>{children}</Stack>
    </Form>
  );
}

interface ReasonFieldProps {
  name: string;
  label: string;
  error: string | undefined;
  maxLength?: number;
}

/** A free-text reason, note or question: grows with its text. */
function ReasonField({ name, label, error, maxLength = 1000 }: ReasonFieldProps) {
  return <Textarea name={name} label={label} autosize minRows={2} maxLength={maxLength} error={error} />;
}

interface SubmitButtonProps {
  color?: ButtonProps['color'];
  variant?: ButtonProps['variant'];
  loading: boolean;
  children: ReactNode;
}

/** The form's one submit button, as wide as its text. */
function SubmitButton({ color, variant, loading, children }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      color={color}
      variant={variant}
      loading={loading}
      style={{ alignSelf: 'flex-start' }}
    >
      {children}
    </Button>
  );
}

ModerationSection.Form = ModerationForm;
ModerationSection.Reason = ReasonField;
ModerationSection.Submit = SubmitButton;

/**
 * The page's side of its moderation forms: toasts the action's outcome, tells whether a form with
 * a given intent is being sent (`busy`) and gives a field's error from the last answer (`error`).
 */
export function useModeration(actionData: ActionFeedback | undefined) {
  useActionFeedback(actionData);
  const navigation = useNavigation();
  return {
    busy: (intent: string) => navigation.state !== 'idle' && navigation.formData?.get('intent') === intent,
    error: (field: string) => actionData?.fieldErrors?.[field]?.join(' '),
  };
}
