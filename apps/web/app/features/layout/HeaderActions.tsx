import type { UserInfo } from '@app/contract';
import { Button, Group } from '@mantine/core';
import { IconPencilPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EMPLOYER_LOGIN_PATH, POST_JOB_PATH } from '../navigation/nav-items.ts';
import { CompanyStatusBadge } from './CompanyStatusBadge.tsx';

/** Buttons of the public header shown from 768 px: account buttons, or a company's posting button. */
export function HeaderActions({ user }: { user: UserInfo | null }) {
  if (!user) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Button component={Link} to="/dang-nhap" variant="subtle">
          Đăng nhập
        </Button>
        <Button component={Link} to="/dang-ky" variant="light">
          Đăng ký
        </Button>
        <Button component={Link} to={EMPLOYER_LOGIN_PATH} leftSection={<IconPencilPlus size={18} />}>
          Nhà tuyển dụng đăng tin
        </Button>
      </Group>
    );
  }
  if (user.type !== 'company') return null;
  return (
    <Group gap="sm" wrap="nowrap">
      <CompanyStatusBadge status={user.status} />
      <Button component={Link} to={POST_JOB_PATH} leftSection={<IconPencilPlus size={18} />}>
        Đăng tin &amp; tìm ứng viên
      </Button>
    </Group>
  );
}
