import type { CustomerDetail } from '@app/contract';
import { statusLabels } from '@app/contract/client';
import {
  CustomerLabel,
  CustomerMessage,
  customerSourceLabels,
  customerStageLabels,
} from '@app/contract/customers-text';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconEdit, IconMailForward } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useFlash } from '../../lib/flash.ts';
import { useActionFeedback } from '../../lib/use-action-feedback.ts';
import { formatDate, formatDateTime } from '../../lib/vn-time.ts';
import { CustomerHistory } from './CustomerHistory.tsx';
import { CustomerQuickActions } from './CustomerQuickActions.tsx';
import {
  activitiesText,
  type CustomerArea,
  customerFlashMessages,
  customersBase,
  STAGE_COLORS,
} from './customer-area.ts';
import type { CustomerFeedback } from './customers.server.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} component="div">
        {children}
      </Text>
    </div>
  );
}

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={22} data-testid={testId}>
        {value.toLocaleString('vi-VN')}
      </Text>
    </Paper>
  );
}

/** The registered company behind the customer: its account, its jobs and applications. */
function CompanyFacts({
  area,
  company,
}: {
  area: CustomerArea;
  company: NonNullable<CustomerDetail['company']>;
}) {
  return (
    <Paper withBorder radius="lg" p="md" data-testid="customer-company">
      <Stack gap="sm">
        <Title order={2} fz={18}>
          Công ty đã đăng ký
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Fact label="Tên công ty">
            {area === 'admin' ? (
              <Anchor component={Link} to={`/admin/users/${company.user_id}`}>
                {company.name}
              </Anchor>
            ) : (
              company.name
            )}
          </Fact>
          <Fact label="Email tài khoản">{company.email}</Fact>
          <Fact label="Trạng thái">
            {statusLabels[company.status]}
            {company.invitation_pending ? ' · đang chờ đặt mật khẩu' : ''}
          </Fact>
          <Fact label="Ngày đăng ký">{formatDate(company.registered_at)}</Fact>
        </SimpleGrid>
        <SimpleGrid cols={3} spacing="xs">
          <Figure label="Tin tuyển dụng" value={company.jobs_count} testId="company-jobs" />
          <Figure label="Đang mở" value={company.open_jobs_count} testId="company-open-jobs" />
          <Figure label="Hồ sơ ứng tuyển" value={company.applications_count} testId="company-applications" />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function InviteButton() {
  const nav = useNavigation();
  const busy = nav.state === 'submitting' && nav.formData?.get('intent') === 'invite';
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="invite" />
      <Button
        type="submit"
        variant="light"
        loading={busy}
        leftSection={<IconMailForward size={16} aria-hidden />}
      >
        Gửi lời mời tạo tài khoản
      </Button>
    </Form>
  );
}

/** One customer in an area: quick tools first (phone), then contact data, the company, the history. */
export function CustomerDetailPage(props: {
  area: CustomerArea;
  customer: CustomerDetail;
  today: string;
  result?: CustomerFeedback;
}) {
  const { area, customer: c } = props;
  const base = customersBase(area);
  useFlash(customerFlashMessages);
  useActionFeedback(props.result);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={base} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          Danh sách khách hàng
        </Group>
      </Anchor>
      <Stack gap="xs">
        <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
          {c.company_name}
        </Title>
        <Group gap="xs">
          <Badge variant="light" color={STAGE_COLORS[c.stage]} data-testid="customer-stage">
            {customerStageLabels[c.stage]}
          </Badge>
          <Badge variant="outline" color={c.company_user_id ? 'teal' : 'gray'}>
            {c.company_user_id ? 'Đã có tài khoản' : 'Khách hàng tiềm năng'}
          </Badge>
        </Group>
        <Group gap="sm">
          <Button
            component={Link}
            to={`${base}/edit/${c.id}`}
            leftSection={<IconEdit size={16} aria-hidden />}
          >
            Sửa
          </Button>
          {c.company_user_id === null && c.email && <InviteButton />}
        </Group>
      </Stack>
      <CustomerQuickActions customer={c} today={props.today} result={props.result} />
      <Paper withBorder radius="lg" p="md">
        <Stack gap="sm">
          <Title order={2} fz={18}>
            Thông tin liên hệ
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Fact label={CustomerLabel.contactName}>{c.contact_name ?? '—'}</Fact>
            <Fact label={CustomerLabel.phone}>
              {c.phone ? <Anchor href={`tel:${c.phone}`}>{c.phone}</Anchor> : '—'}
            </Fact>
            <Fact label={CustomerLabel.email}>
              {c.email ? <Anchor href={`mailto:${c.email}`}>{c.email}</Anchor> : '—'}
            </Fact>
            <Fact label={CustomerLabel.source}>{customerSourceLabels[c.source]}</Fact>
            <Fact label={CustomerLabel.activities}>{activitiesText(c.activities)}</Fact>
            <Fact label={CustomerLabel.sale}>
              <span data-testid="customer-sale">{c.sale?.name ?? CustomerMessage.unassigned}</span>
            </Fact>
            <Fact label="Ngày thêm">{formatDateTime(c.created_at)}</Fact>
          </SimpleGrid>
        </Stack>
      </Paper>
      {c.company && <CompanyFacts area={area} company={c.company} />}
      <CustomerHistory history={c.history} />
    </Stack>
  );
}
