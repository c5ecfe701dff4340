import { Anchor, Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuilding, IconDownload, IconList } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface JobCompany {
  id: number;
  name: string;
  abbreviation: string | null;
  logo: string | null;
  tax_code: string | null;
  labor_license_number: string | null;
  has_business_license: boolean;
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** Who posted the job, with what a moderator checks: tax code, licence number, business licence. */
export function CompanyCard({ company }: { company: JobCompany }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="company-card">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={company.logo} alt={`Logo ${company.name}`} size={48} radius="md" color="blue">
            <IconBuilding size={24} />
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Title order={2} fz="md" style={{ overflowWrap: 'anywhere' }}>
              {company.name}
            </Title>
            {company.abbreviation ? (
              <Text size="sm" c="dimmed">
                {company.abbreviation}
              </Text>
            ) : null}
          </div>
        </Group>
        <Line label="Mã số thuế">{company.tax_code ?? '—'}</Line>
        <Line label="Số giấy phép XKLĐ">{company.labor_license_number ?? '—'}</Line>
        <Stack gap={6}>
          {company.has_business_license ? (
            <Anchor href={`/api/admin/companies/${company.id}/business-license`} size="sm" target="_blank">
              <Group gap={6} wrap="nowrap">
                <IconDownload size={16} aria-hidden />
                Tải giấy phép kinh doanh
              </Group>
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed" data-testid="no-business-license">
              Chưa tải lên giấy phép kinh doanh
            </Text>
          )}
          <Anchor component={Link} to={`/admin/jobs?company_id=${company.id}`} size="sm">
            <Group gap={6} wrap="nowrap">
              <IconList size={16} aria-hidden />
              Các tin khác của công ty
            </Group>
          </Anchor>
        </Stack>
      </Stack>
    </Paper>
  );
}
