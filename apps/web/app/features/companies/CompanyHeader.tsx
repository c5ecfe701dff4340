import type { PublicCompany } from '@app/contract';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBriefcase,
  IconCalendar,
  IconCertificate,
  IconExternalLink,
  IconMapPin,
  IconStar,
  type TablerIcon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDate } from '../jobs/format.ts';
import { LicenceBadge } from '../licences/LicenceBadge.tsx';
import { CompanyLogo } from './CompanyLogo.tsx';
import {
  ACTIVITY_COLORS,
  ACTIVITY_LABELS,
  LABOR_EXPORT_ACTIVITY,
  ratingText,
  websiteHref,
  websiteLabel,
} from './company-labels.ts';

function Row({ icon: Icon, children, color }: { icon: TablerIcon; children: ReactNode; color?: string }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <Icon
        size={18}
        color={`var(--mantine-color-${color ?? 'gray-6'})`}
        style={{ flexShrink: 0, marginTop: 1 }}
        aria-hidden
      />
      <Text size="sm" style={{ minWidth: 0 }}>
        {children}
      </Text>
    </Group>
  );
}

/** The company page's header card: logo, name, activities, facts (licence, rating, jobs), fields and tags. */
export function CompanyHeader({ company: c }: { company: PublicCompany }) {
  const site = websiteHref(c.website);
  const laborExport = c.company_activity.includes(LABOR_EXPORT_ACTIVITY);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <CompanyLogo company={c} size={72} eager />
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 20, sm: 28 }} lh={1.25}>
              {c.name}
            </Title>
            {c.abbreviation ? (
              <Text size="sm" c="dimmed">
                {c.abbreviation}
              </Text>
            ) : null}
            <Group gap={4}>
              <LicenceBadge verified={c.licence_verified} />
              {c.company_activity.map((a) => (
                <Badge key={a} variant="light" color={ACTIVITY_COLORS[a] ?? 'gray'} radius="sm">
                  {ACTIVITY_LABELS[a] ?? a}
                </Badge>
              ))}
            </Group>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {c.address ? <Row icon={IconMapPin}>{c.address}</Row> : null}
          {site ? (
            <Row icon={IconExternalLink}>
              <Anchor
                href={site}
                target="_blank"
                rel="nofollow noopener noreferrer"
                inherit
                style={{ wordBreak: 'break-all' }}
              >
                {websiteLabel(site)}
              </Anchor>
            </Row>
          ) : null}
          {laborExport ? (
            c.labor_license_number ? (
              <Row icon={IconCertificate} color="green-7">
                Giấy phép đưa người lao động đi làm việc ở nước ngoài:{' '}
                <strong>{c.labor_license_number}</strong>
                {c.labor_license_date ? `, cấp ngày ${formatDate(c.labor_license_date)}` : ''}
              </Row>
            ) : (
              <Row icon={IconAlertTriangle} color="orange-7">
                Chưa khai báo số giấy phép đưa người lao động đi làm việc ở nước ngoài.
              </Row>
            )
          ) : null}
          <Row icon={IconStar} color="yellow-7">
            <span data-testid="company-rating">{ratingText(c.stats)}</span>
          </Row>
          <Row icon={IconBriefcase}>{c.job_count.toLocaleString('vi-VN')} chương trình đang tuyển</Row>
          <Row icon={IconCalendar}>Tham gia ViệcXa từ {formatDate(c.created_at)}</Row>
        </SimpleGrid>
        {c.fields.length > 0 ? (
          <div>
            <Text size="sm" fw={600} mb={6}>
              Lĩnh vực
            </Text>
            <Group gap={6}>
              {c.fields.map((f) => (
                <Badge
                  key={f.id}
                  variant="light"
                  color={ACTIVITY_COLORS[f.activity] ?? 'gray'}
                  radius="sm"
                  tt="none"
                  fw={500}
                  size="lg"
                >
                  {f.name}
                </Badge>
              ))}
            </Group>
          </div>
        ) : null}
        {c.tags.length > 0 ? (
          <div>
            <Text size="sm" fw={600} mb={6}>
              Thẻ
            </Text>
            <Group gap={6}>
              {c.tags.map((t) => (
                <Badge key={t.id} variant="outline" color="gray" radius="sm" tt="none" fw={500} size="lg">
                  {t.name}
                </Badge>
              ))}
            </Group>
          </div>
        ) : null}
      </Stack>
    </Paper>
  );
}
