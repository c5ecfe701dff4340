import type { UserInfo } from '@app/contract';
import { statusLabels } from '@app/contract/client';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { roleLabel } from './account.ts';
import { CompanyStatusBadge } from './CompanyStatusBadge.tsx';
import { UserAvatar } from './UserMenu.tsx';

export interface NextStep {
  label: string;
  description: string;
  href: string;
}

export type DashboardArea = 'admin' | 'company' | 'user' | 'sale' | 'leader-sale';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: 0.4 }}>
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

export function WelcomeCard({ user, area }: { user: UserInfo; area: DashboardArea }) {
  const company = user.type === 'company' ? user.company : null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid={`dashboard-${area}`}>
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap" align="center">
          <UserAvatar user={user} size={56} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" c="dimmed">
              Xin chào,
            </Text>
            <Title order={2} fz={{ base: 20, sm: 24 }} style={{ overflowWrap: 'anywhere' }}>
              {user.name}
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: company ? 4 : 2 }} spacing="md">
          <Fact label="Loại tài khoản">
            <Badge variant="light" color={user.type ? 'blue' : 'gray'}>
              {roleLabel(user)}
            </Badge>
          </Fact>
          <Fact label="Trạng thái">
            <Text fw={500}>{statusLabels[user.status]}</Text>
          </Fact>
          {company ? (
            <Fact label="Công ty">
              <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                {company.name}
                {company.abbreviation ? ` (${company.abbreviation})` : ''}
              </Text>
            </Fact>
          ) : null}
          {user.type === 'company' ? (
            <Fact label="Xác thực">
              <CompanyStatusBadge status={user.status} />
            </Fact>
          ) : null}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

export function NextSteps({ steps, title = 'Bắt đầu' }: { steps: readonly NextStep[]; title?: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={2} fz={{ base: 18, sm: 20 }}>
          {title}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: steps.length >= 3 ? 3 : 2 }} spacing="sm">
          {steps.map((step) => (
            <UnstyledButton
              key={step.href}
              component={Link}
              to={step.href}
              p="md"
              style={{
                border: '1px solid var(--mantine-color-gray-3)',
                borderRadius: 'var(--mantine-radius-md)',
              }}
            >
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={4}>
                  <Text fw={600} c="blue.8">
                    {step.label}
                  </Text>
                  <Text size="sm" c="dimmed" lh={1.5}>
                    {step.description}
                  </Text>
                </Stack>
                <IconChevronRight size={18} aria-hidden style={{ flexShrink: 0 }} />
              </Group>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** A dashboard's content until the statistics arrive: who you are, and where to start. */
export function DashboardWelcome({
  user,
  area,
  title,
  steps,
}: {
  user: UserInfo;
  /** Names the card's test id: `dashboard-<area>`. */
  area: DashboardArea;
  title: string;
  steps: readonly NextStep[];
}) {
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {title}
      </Title>
      <WelcomeCard user={user} area={area} />
      <NextSteps steps={steps} />
    </Stack>
  );
}
