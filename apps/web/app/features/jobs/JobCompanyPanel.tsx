import { Anchor, Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCertificate, IconStar } from '@tabler/icons-react';
import { Link } from 'react-router';
import { fixedImageProps } from '../../lib/image-src.ts';
import { initials } from '../../lib/initials.ts';
import {
  ACTIVITY_COLORS,
  ACTIVITY_LABELS,
  LABOR_EXPORT_ACTIVITY,
  ratingText,
} from '../companies/company-labels.ts';
import { LicenceBadge } from '../licences/LicenceBadge.tsx';
import { companyPath } from './format.ts';
import type { PublicJobDetail } from './job-posting-ld.ts';

/** The hiring company: logo, name, licence (labour export), address, website, rating. */
export function CompanyPanel({ job }: { job: PublicJobDetail }) {
  const c = job.company_card;
  const laborExport = job.kind === 'labor_export' || c.company_activity.includes(LABOR_EXPORT_ACTIVITY);
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="cong-ty-title"
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar
            src={c.logo}
            alt={`Logo ${c.name}`}
            imageProps={fixedImageProps(c.logo, 56)}
            size={56}
            radius="md"
            color="blue"
            style={{ border: '1px solid var(--mantine-color-gray-2)' }}
          >
            {initials(c.name, c.abbreviation)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Title order={2} fz="md" lh={1.35} id="cong-ty-title">
              <Anchor component={Link} to={companyPath(c.id)} inherit c="dark.8">
                {c.name}
              </Anchor>
            </Title>
            <Group gap={4} mt={4}>
              <LicenceBadge verified={c.licence_verified} />
              {c.company_activity.map((a) => (
                <Badge key={a} size="sm" variant="light" color={ACTIVITY_COLORS[a] ?? 'gray'} radius="sm">
                  {ACTIVITY_LABELS[a] ?? a}
                </Badge>
              ))}
            </Group>
          </div>
        </Group>
        {laborExport ? (
          c.labor_license_number ? (
            <Group gap={8} wrap="nowrap" align="flex-start">
              <IconCertificate
                size={18}
                color="var(--mantine-color-green-7)"
                style={{ flexShrink: 0 }}
                aria-hidden
              />
              <Text size="sm">
                Giấy phép đưa người lao động đi làm việc ở nước ngoài:{' '}
                <strong>{c.labor_license_number}</strong>
              </Text>
            </Group>
          ) : (
            <Group gap={8} wrap="nowrap" align="flex-start">
              <IconAlertTriangle
                size={18}
                color="var(--mantine-color-orange-7)"
                style={{ flexShrink: 0 }}
                aria-hidden
              />
              <Text size="sm" c="orange.9">
                Công ty chưa khai báo số giấy phép đưa người lao động đi làm việc ở nước ngoài.
              </Text>
            </Group>
          )
        ) : null}
        <Group gap={8} wrap="nowrap">
          <IconStar size={18} color="var(--mantine-color-yellow-7)" style={{ flexShrink: 0 }} aria-hidden />
          <Text size="sm">{ratingText(c.stats)}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {c.job_count.toLocaleString('vi-VN')} chương trình đang tuyển
        </Text>
      </Stack>
    </Paper>
  );
}
