import { ZRejectJobBody } from '@app/contract';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { ActionFeedback } from '../../lib/action-feedback.ts';
import { type FieldErrors, firstError, validateForm } from '../../lib/form-errors.ts';

/**
 * "Từ chối": a dialog with the reason the company will read. The reason is required (checked here
 * with the API's schema, and the API's own 422 shows under the field too); the dialog closes once
 * the rejection went through.
 */
export function RejectJobModal({ result }: { result: ActionFeedback | undefined }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [clientErrors, setClientErrors] = useState<FieldErrors | undefined>();
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'reject';
  const serverErrors = result?.status === 422 ? result.fieldErrors : undefined;
  const error = firstError(clientErrors ?? serverErrors, 'reason');

  useEffect(() => {
    if (result?.success) close();
  }, [result, close]);

  return (
    <>
      <Button color="red" variant="light" leftSection={<IconX size={16} />} onClick={open}>
        Từ chối
      </Button>
      <Modal opened={opened} onClose={close} title="Từ chối tin tuyển dụng" centered>
        <Form
          method="post"
          noValidate
          onSubmit={(event) => {
            const form = new FormData(event.currentTarget);
            const checked = validateForm(ZRejectJobBody, { reason: form.get('reason') });
            setClientErrors(checked.ok ? undefined : checked.errors);
            if (!checked.ok) event.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="reject" />
          <Stack gap="md">
            <Text size="sm">Công ty sẽ thấy lý do này trên tin tuyển dụng của mình để sửa và gửi lại.</Text>
            <Textarea
              name="reason"
              label="Lý do từ chối"
              placeholder="Ví dụ: Thiếu thông tin chi phí, mức lương không rõ ràng…"
              autosize
              minRows={3}
              maxLength={1000}
              error={error}
              withAsterisk
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={submitting}>
                Hủy
              </Button>
              <Button type="submit" color="red" loading={submitting}>
                Từ chối tin
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </>
  );
}
