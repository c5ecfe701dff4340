import type { JobCard as JobCardData, JobKind } from '@app/contract';
import { Avatar, Badge, Card, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  IconBriefcase,
  IconCalendarEvent,
  IconCash,
  IconMapPin,
  IconPlaneDeparture,
  IconReceipt,
  IconSchool,
  type TablerIcon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppliedBadge } from '../applications/AppliedBadge.tsx';
import { SaveJobButton } from '../saved-jobs/SaveJobButton.tsx';
import {
  costText,
  formatDate,
  initials,
  jobPlace,
  kindShortLabel,
  salaryText,
  salaryVndApprox,
} from './format.ts';
import classes from './JobCard.module.css';

const KIND_ICONS: Record<JobKind, TablerIcon> = {
  labor_export: IconPlaneDeparture,
  study_abroad: IconSchool,
  domestic: IconBriefcase,
};
export const KIND_COLORS: Record<JobKind, string> = {
  labor_export: 'blue',
  study_abroad: 'violet',
  domestic: 'teal',
};

/** `label` is read to screen readers only, for facts whose text does not name itself. */
function Fact({ icon: Icon, label, children }: { icon: TablerIcon; label?: string; children: ReactNode }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <Icon
        size={18}
        stroke={1.6}
        color="var(--mantine-color-gray-6)"
        style={{ flexShrink: 0, marginTop: 1 }}
        aria-hidden
      />
      <Text size="sm" lh={1.45} style={{ minWidth: 0 }}>
        {label ? <VisuallyHidden component="span">{label}: </VisuallyHidden> : null}
        {children}
      </Text>
    </Group>
  );
}

/** The programme's picture, or a coloured panel with its kind and country; the company logo on top. */
function JobMedia({ job }: { job: JobCardData }) {
  const Icon = KIND_ICONS[job.kind];
  return (
    <div className={classes.media}>
      {job.thumbnail ? (
        <img src={job.thumbnail} alt="" loading="lazy" decoding="async" />
      ) : (
        <div className={classes.placeholder} data-kind={job.kind} aria-hidden>
          <Icon size={30} stroke={1.5} />
          <Text fw={700} fz="md" lh={1.2} className={classes.placeholderName}>
            {job.nation.name}
          </Text>
        </div>
      )}
      <Avatar
        src={job.company_logo}
        alt={`Logo ${job.company.name}`}
        radius="md"
        className={classes.logo}
        color="blue"
        variant="white"
        imageProps={{ loading: 'lazy' }}
      >
        {initials(job.company.name, job.company.abbreviation)}
      </Avatar>
    </div>
  );
}

/**
 * The job card of every public list: picture, company logo, title, place, salary (as entered,
 * with the VND approximation for foreign currencies), cost to the candidate, deadline.
 */
export function JobCard({
  job,
  headingOrder = 3,
  extra,
}: {
  job: JobCardData;
  headingOrder?: 2 | 3 | 4;
  /** Below the facts, above the title link's cover (e.g. the saved list's state and date). */
  extra?: ReactNode;
}) {
  const approx = salaryVndApprox(job);
  const cost = costText(job.expense_max);
  return (
    <Card withBorder radius="lg" component="article" className={classes.card} data-testid="job-card">
      <JobMedia job={job} />
      <div className={classes.save}>
        <SaveJobButton jobId={job.id} size="md" />
      </div>
      <Stack gap={4} className={classes.head}>
        <Title order={headingOrder} fz="md" lh={1.35} lineClamp={2}>
          <Link to={job.url} className={classes.link}>
            {job.name}
          </Link>
        </Title>
        <Group gap={6} wrap="nowrap">
          <Badge
            size="xs"
            radius="sm"
            variant="light"
            color={KIND_COLORS[job.kind]}
            style={{ flexShrink: 0 }}
          >
            {kindShortLabel[job.kind]}
          </Badge>
          <AppliedBadge jobId={job.id} />
          <Text size="sm" c="dimmed" lineClamp={1}>
            {job.company.abbreviation || job.company.name}
          </Text>
        </Group>
      </Stack>
      <Stack gap={6} className={classes.facts}>
        <Fact icon={IconMapPin} label="Nơi làm việc">
          {jobPlace(job)}
        </Fact>
        <Fact icon={IconCash} label="Mức lương">
          <Text span fw={700} c="green.8" inherit>
            {salaryText(job)}
          </Text>
          {approx ? (
            <Text span c="dimmed" inherit fz="xs" display="block">
              {approx}
            </Text>
          ) : null}
        </Fact>
        {cost ? <Fact icon={IconReceipt}>Chi phí: {cost}</Fact> : null}
        <Fact icon={IconCalendarEvent}>Hạn nộp: {formatDate(job.deadline)}</Fact>
      </Stack>
      {extra ? <div className={classes.extra}>{extra}</div> : null}
    </Card>
  );
}

/** Cards in a grid: compact rows on phones, 2 columns on small tablets, `maxCols` on desktops. */
export function JobGrid({
  jobs,
  maxCols = 4,
  headingOrder,
}: {
  jobs: JobCardData[];
  maxCols?: 2 | 3 | 4;
  headingOrder?: 2 | 3 | 4;
}) {
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: Math.min(3, maxCols), lg: maxCols }}
      spacing={{ base: 'sm', sm: 'lg' }}
      verticalSpacing={{ base: 'sm', sm: 'lg' }}
    >
      {jobs.map((job) => (
        <JobCard key={job.id} job={job} headingOrder={headingOrder} />
      ))}
    </SimpleGrid>
  );
}

/** A sideways-scrolling row on phones, a grid from tablets (home page sections). */
export function JobRail({ jobs, label }: { jobs: JobCardData[]; label: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={classes.rail} aria-label={label} tabIndex={0}>
      {jobs.map((job) => (
        <JobCard key={job.id} job={job} />
      ))}
    </section>
  );
}
