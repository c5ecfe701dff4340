import { Button, Group } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The foot of the signed-in areas' long forms (job posting, article): cancel to a page, submit. */
export function FormSubmitBar({
  cancelTo,
  submitLabel,
  submitting,
}: {
  cancelTo: string;
  submitLabel: string;
  submitting: boolean;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button component={Link} to={cancelTo} variant="default" size="md">
        Hủy
      </Button>
      <Button type="submit" size="md" loading={submitting} leftSection={<IconSend size={18} />}>
        {submitLabel}
      </Button>
    </Group>
  );
}
