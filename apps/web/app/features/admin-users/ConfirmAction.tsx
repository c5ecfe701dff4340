import { Button, type ButtonProps, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';

interface ConfirmActionProps {
  /** The button that opens the dialog. */
  label: string;
  icon?: ReactNode;
  color?: ButtonProps['color'];
  variant?: ButtonProps['variant'];
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Hidden fields posted to the page's action when confirmed. */
  fields: Record<string, string>;
  /** Changes when the action answered: the dialog closes then. */
  result?: unknown;
}

/** A button that asks for confirmation in a dialog, then posts `fields` to the page's action. */
export function ConfirmAction(props: ConfirmActionProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const navigation = useNavigation();
  const submitting =
    navigation.state !== 'idle' && navigation.formData?.get('intent') === props.fields.intent;
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on each new action result
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    close();
  }, [props.result, close]);

  return (
    <>
      <Button color={props.color} variant={props.variant ?? 'light'} leftSection={props.icon} onClick={open}>
        {props.label}
      </Button>
      <Modal opened={opened} onClose={close} title={props.title} centered>
        <Form method="post">
          {Object.entries(props.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Stack gap="lg">
            <Text size="sm">{props.message}</Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={submitting}>
                Hủy
              </Button>
              <Button type="submit" color={props.color} loading={submitting}>
                {props.confirmLabel}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </>
  );
}
