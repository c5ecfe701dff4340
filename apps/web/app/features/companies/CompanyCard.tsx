import type { PublicCompanyCard } from '@app/contract';
import { Avatar, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconMapPin, IconStar } from '@tabler/icons-react';
import { Link } from 'react-router';
import { companyPath, initials } from '../jobs/format.ts';
import classes from '../jobs/JobCard.module.css';
import { ACTIVITY_COLORS, ACTIVITY_LABELS, ratingText } from './company-labels.ts';

const MAX_TAGS = 4;

/** A company in the public list: logo, name, place, activities, open jobs, tags, rating. */
export function CompanyCard({ company }: { company: PublicCompanyCard }) {
  const extraTags = company.tags.length - MAX_TAGS;
  return (
    <Card
      withBorder
      radius="lg"
      p="md"
      component="article"
      data-testid="company-card"
      style={{ position: 'relative', height: '100%' }}
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar
            src={company.logo}
            alt={`Logo ${company.name}`}
            size={56}
            radius="md"
            color="blue"
            imageProps={{ loading: 'lazy' }}
            style={{ border: '1px solid var(--mantine-color-gray-2)', flexShrink: 0 }}
          >
            {initials(company.name, company.abbreviation)}
          </Avatar>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={2} fz="md" lh={1.35} lineClamp={2}>
              <Link to={companyPath(company.id)} className={classes.link}>
                {company.name}
              </Link>
            </Title>
            {company.company_activity.length > 0 ? (
              <Group gap={4}>
                {company.company_activity.map((a) => (
                  <Badge key={a} size="sm" variant="light" color={ACTIVITY_COLORS[a] ?? 'gray'} radius="sm">
                    {ACTIVITY_LABELS[a] ?? a}
                  </Badge>
                ))}
              </Group>
            ) : null}
          </Stack>
        </Group>
        <Stack gap={4}>
          {company.province ? (
            <Group gap={6} wrap="nowrap">
              <IconMapPin size={16} color="var(--mantine-color-gray-6)" aria-hidden />
              <Text size="sm">{company.province.name}</Text>
            </Group>
          ) : null}
          <Group gap={6} wrap="nowrap">
            <IconBriefcase size={16} color="var(--mantine-color-gray-6)" aria-hidden />
            <Text size="sm" fw={600}>
              {company.job_count.toLocaleString('vi-VN')} chương trình đang tuyển
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconStar size={16} color="var(--mantine-color-yellow-7)" aria-hidden />
            <Text size="sm" c={company.stats.totalReviews === 0 ? 'dimmed' : undefined}>
              {ratingText(company.stats)}
            </Text>
          </Group>
        </Stack>
        {company.tags.length > 0 ? (
          <Group gap={4}>
            {company.tags.slice(0, MAX_TAGS).map((t) => (
              <Badge key={t.id} size="md" variant="outline" color="gray" radius="sm" tt="none" fw={500}>
                {t.name}
              </Badge>
            ))}
            {extraTags > 0 ? (
              <Text size="xs" c="dimmed">
                +{extraTags}
              </Text>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
