import type { AdminUserDetail, UserStatus } from '@app/contract';
import { Button, Group } from '@mantine/core';
import { IconBan, IconCheck, IconKey, IconLock, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ConfirmAction } from './ConfirmAction.tsx';

const STATUS_ACTIONS: {
  status: UserStatus;
  label: string;
  color: string;
  icon: ReactNode;
  message: (name: string) => string;
}[] = [
  {
    status: 'activated',
    label: 'Kích hoạt',
    color: 'green',
    icon: <IconCheck size={16} />,
    message: (name) => `Kích hoạt tài khoản ${name}? Người dùng sẽ đăng nhập và sử dụng được đầy đủ.`,
  },
  {
    status: 'locked',
    label: 'Khóa',
    color: 'red',
    icon: <IconLock size={16} />,
    message: (name) => `Khóa tài khoản ${name}? Mọi phiên đăng nhập của tài khoản này kết thúc ngay.`,
  },
  {
    status: 'deactivated',
    label: 'Vô hiệu hóa',
    color: 'gray',
    icon: <IconBan size={16} />,
    message: (name) => `Vô hiệu hóa tài khoản ${name}? Mọi phiên đăng nhập của tài khoản này kết thúc ngay.`,
  },
];

interface AccountActionsProps {
  account: AdminUserDetail;
  /** The viewer may manage this account (an admin, or an ordinary account for a sub_admin). */
  manage: boolean;
  /** The viewer's own account: no status change, password or delete here. */
  self: boolean;
  result?: unknown;
}

/** Quick actions of the detail page; only those the viewer may use are shown. */
export function AccountActions({ account, manage, self, result }: AccountActionsProps) {
  if (!manage) return null;
  return (
    <Group gap="sm" wrap="wrap" data-testid="account-actions">
      <Button component={Link} to={`/admin/users/edit/${account.id}`} leftSection={<IconPencil size={16} />}>
        Sửa
      </Button>
      {self ? null : (
        <>
          <Button
            component={Link}
            to={`/admin/users/password/${account.id}`}
            variant="light"
            leftSection={<IconKey size={16} />}
          >
            Đổi mật khẩu
          </Button>
          {STATUS_ACTIONS.filter((a) => a.status !== account.status).map((a) => (
            <ConfirmAction
              key={a.status}
              label={a.label}
              icon={a.icon}
              color={a.color}
              title={`${a.label} tài khoản`}
              message={a.message(account.name)}
              confirmLabel={a.label}
              fields={{ intent: 'status', status: a.status }}
              result={result}
            />
          ))}
          <ConfirmAction
            label="Xóa"
            icon={<IconTrash size={16} />}
            color="red"
            variant="outline"
            title="Xóa tài khoản"
            message={`Xóa tài khoản ${account.name}? ${
              account.type === 'company' && account.parent_id === null
                ? 'Công ty và các tài khoản nhân viên của công ty cũng bị xóa. '
                : ''
            }Thao tác này không thể hoàn tác.`}
            confirmLabel="Xóa tài khoản"
            fields={{ intent: 'delete' }}
            result={result}
          />
        </>
      )}
    </Group>
  );
}
