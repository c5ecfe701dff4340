import type { UserType } from '@app/contract';
import { Group } from '@mantine/core';
import { IconBan, IconCheck, IconTrash } from '@tabler/icons-react';
import type { ActionFeedback } from '../../lib/action-feedback.ts';
import { ConfirmAction } from '../admin-users/ConfirmAction.tsx';
import { allowedActions } from './moderation.ts';
import { RejectJobModal } from './RejectJobModal.tsx';

interface ModerationActionsProps {
  job: { name: string; status: Parameters<typeof allowedActions>[0] };
  viewer: UserType | null;
  result: ActionFeedback | undefined;
}

/** The decisions the current state allows; deleting only for admins. */
export function ModerationActions({ job, viewer, result }: ModerationActionsProps) {
  const actions = allowedActions(job.status, viewer);
  if (actions.length === 0) return null;
  return (
    <Group gap="sm" wrap="wrap" data-testid="moderation-actions">
      {actions.includes('approve') ? (
        <ConfirmAction
          label="Phê duyệt"
          icon={<IconCheck size={16} />}
          color="green"
          variant="filled"
          title="Phê duyệt tin tuyển dụng"
          message={`Phê duyệt tin "${job.name}"? Tin sẽ hiển thị công khai cho ứng viên.`}
          confirmLabel="Phê duyệt"
          fields={{ intent: 'approve' }}
          result={result}
        />
      ) : null}
      {actions.includes('reject') ? <RejectJobModal result={result} /> : null}
      {actions.includes('disable') ? (
        <ConfirmAction
          label="Vô hiệu hóa"
          icon={<IconBan size={16} />}
          color="gray"
          title="Vô hiệu hóa tin tuyển dụng"
          message={`Vô hiệu hóa tin "${job.name}"? Tin bị gỡ khỏi trang công khai và công ty không sửa được nữa.`}
          confirmLabel="Vô hiệu hóa"
          fields={{ intent: 'disable' }}
          result={result}
        />
      ) : null}
      {actions.includes('delete') ? (
        <ConfirmAction
          label="Xóa"
          icon={<IconTrash size={16} />}
          color="red"
          variant="outline"
          title="Xóa tin tuyển dụng"
          message={`Xóa tin "${job.name}"? Thao tác này không thể hoàn tác.`}
          confirmLabel="Xóa tin"
          fields={{ intent: 'delete' }}
          result={result}
        />
      ) : null}
    </Group>
  );
}
