import { type CustomerDetail, ZCustomerNoteBody } from '@app/contract';
import {
  CONTACT_CHANNELS,
  type ContactChannel,
  CustomerLabel,
  contactChannelLabels,
} from '@app/contract/customers-text';
import { Button, Chip, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { type FieldErrors, firstError, validateForm } from '../../lib/form-errors.ts';
import { VnDateInput } from '../company-jobs/VnDateInput.tsx';
import { addDays, formatDay, STAGE_COLORS, stageOptions } from './customer-area.ts';
import type { CustomerFeedback } from './customers.server.ts';

const QUICK_DAYS = [
  { label: 'Ngày mai', days: 1 },
  { label: '3 ngày', days: 3 },
  { label: '1 tuần', days: 7 },
] as const;

function IntentField({ intent }: { intent: string }) {
  return <input type="hidden" name="intent" value={intent} />;
}

/** Which quick action is on its way (its button shows the spinner). */
function useSubmitting(): string | null {
  const nav = useNavigation();
  return nav.state === 'submitting' ? String(nav.formData?.get('intent') ?? '') : null;
}

/** The stage as one button per stage: a tap saves it. */
function StageButtons({ customer }: { customer: CustomerDetail }) {
  const busy = useSubmitting() === 'stage';
  return (
    <Form method="post" aria-label={CustomerLabel.stage}>
      <IntentField intent="stage" />
      <Text size="sm" fw={600} mb={6}>
        {CustomerLabel.stage}
      </Text>
      <Group gap={6} wrap="wrap">
        {stageOptions.map((s) => {
          const current = s.value === customer.stage;
          return (
            <Button
              key={s.value}
              type="submit"
              name="stage"
              value={s.value}
              size="compact-sm"
              color={STAGE_COLORS[s.value]}
              variant={current ? 'filled' : 'light'}
              aria-pressed={current}
              disabled={busy}
            >
              {s.label}
            </Button>
          );
        })}
      </Group>
    </Form>
  );
}

/** The next follow-up: chips a tap away (tomorrow, in 3 days, in a week), a date, or none. */
function FollowUp({
  customer,
  today,
  errors,
}: {
  customer: CustomerDetail;
  today: string;
  errors?: FieldErrors;
}) {
  const busy = useSubmitting() === 'follow_up';
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {CustomerLabel.nextFollowUp}:{' '}
        <Text span c={customer.follow_up_overdue ? 'red.8' : undefined} data-testid="follow-up-day">
          {formatDay(customer.next_follow_up_on)}
          {customer.follow_up_overdue ? ' (quá hạn)' : ''}
        </Text>
      </Text>
      <Form method="post" aria-label="Hẹn nhanh">
        <IntentField intent="follow_up" />
        <Group gap={6} wrap="wrap">
          {QUICK_DAYS.map((q) => (
            <Button
              key={q.days}
              type="submit"
              name="next_follow_up_on"
              value={addDays(today, q.days)}
              size="compact-sm"
              variant="light"
              disabled={busy}
            >
              {q.label}
            </Button>
          ))}
          {customer.next_follow_up_on && (
            <Button
              type="submit"
              name="next_follow_up_on"
              value=""
              size="compact-sm"
              variant="subtle"
              color="gray"
              disabled={busy}
            >
              Bỏ hẹn
            </Button>
          )}
        </Group>
      </Form>
      <Form method="post" aria-label="Chọn ngày liên hệ lại">
        <IntentField intent="follow_up" />
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <VnDateInput
            name="next_follow_up_on"
            label="Chọn ngày"
            defaultValue={customer.next_follow_up_on}
            error={firstError(errors, 'next_follow_up_on')}
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="default" loading={busy}>
            Lưu ngày
          </Button>
        </Group>
      </Form>
    </Stack>
  );
}

/** A contact note: the channel as chips, the text, one button. */
function NoteForm({ errors }: { errors?: FieldErrors }) {
  const [channel, setChannel] = useState<ContactChannel>('call');
  const [clientErrors, setClientErrors] = useState<FieldErrors | undefined>();
  const shown = clientErrors ?? errors;
  const busy = useSubmitting() === 'note';
  return (
    <Form
      method="post"
      noValidate
      aria-label="Ghi chú liên hệ"
      onSubmit={(event) => {
        const values = Object.fromEntries(new FormData(event.currentTarget));
        const checked = validateForm(ZCustomerNoteBody, values);
        setClientErrors(checked.ok ? undefined : checked.errors);
        if (!checked.ok) event.preventDefault();
      }}
    >
      <IntentField intent="note" />
      <input type="hidden" name="channel" value={channel} />
      <Stack gap={6}>
        <Text size="sm" fw={600} id="note-channel-label">
          {CustomerLabel.channel}
        </Text>
        <Chip.Group multiple={false} value={channel} onChange={(v) => setChannel(v as ContactChannel)}>
          <Group gap={6} wrap="wrap" role="radiogroup" aria-labelledby="note-channel-label">
            {CONTACT_CHANNELS.map((c) => (
              <Chip key={c} value={c} size="sm">
                {contactChannelLabels[c]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        {firstError(shown, 'channel') && (
          <Text size="xs" c="red.8">
            {firstError(shown, 'channel')}
          </Text>
        )}
        <Textarea
          name="text"
          label={CustomerLabel.note}
          placeholder="Đã trao đổi gì, hẹn gì…"
          autosize
          minRows={2}
          error={firstError(shown, 'text')}
        />
        <Group>
          <Button type="submit" loading={busy}>
            Lưu ghi chú
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

/**
 * The detail page's phone-first tools: a note, the stage, the next follow-up, each saved with one
 * tap or one short form; the API's message comes back as a toast.
 */
export function CustomerQuickActions(props: {
  customer: CustomerDetail;
  today: string;
  result?: CustomerFeedback;
}) {
  const { customer, result } = props;
  const errorsOf = (intent: string) => (result?.intent === intent ? result.fieldErrors : undefined);
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="lg">
        <Title order={2} fz={18}>
          Chăm sóc khách hàng
        </Title>
        {/* A new key after each saved note empties the box for the next one. */}
        <NoteForm key={customer.history.length} errors={errorsOf('note')} />
        <StageButtons customer={customer} />
        <FollowUp customer={customer} today={props.today} errors={errorsOf('follow_up')} />
      </Stack>
    </Paper>
  );
}
