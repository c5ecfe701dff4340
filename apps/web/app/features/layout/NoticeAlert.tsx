import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/** The `?notice=` message a redirect carried (lib/notices.ts), shown above the page content. */
export function NoticeAlert({ notice }: { notice: string | null | undefined }) {
  if (!notice) return null;
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />} mb="md" data-testid="notice">
      {notice}
    </Alert>
  );
}
