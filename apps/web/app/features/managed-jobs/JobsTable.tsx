import type { ManagedJobRow } from '@app/contract';
import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '../../lib/vn-time.ts';
import { JobStateBadge } from './JobStateBadge.tsx';
import { formatDay, kindLabel } from './job-labels.ts';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

interface JobsTableProps {
  jobs: ManagedJobRow[];
  /** `/company/jobs` or `/admin/jobs`: rows link to `${base}/${id}`. */
  base: string;
  /** Admin list: a company column whose names narrow the list to that company. */
  companyHref?: ((job: ManagedJobRow) => string) | undefined;
  emptyText?: string;
  /** The company's own list: views and search appearances of each job (ADR 0025). */
  withViews?: boolean;
}

const viewsText = (job: ManagedJobRow) =>
  `${job.views.toLocaleString('vi-VN')} lượt xem · ${job.search_appearances.toLocaleString('vi-VN')} lượt hiển thị`;

function TitleCell({ job, base }: { job: ManagedJobRow; base: string }) {
  return (
    <Anchor component={Link} to={`${base}/${job.id}`} fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
      {job.name}
    </Anchor>
  );
}

function RejectReason({ job }: { job: ManagedJobRow }) {
  if (job.status !== 'rejected' || !job.reject_reason) return null;
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" mt={4} data-testid="row-reject-reason">
      <IconAlertCircle size={14} color="var(--mantine-color-red-7)" style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="xs" c="red.8" style={{ overflowWrap: 'anywhere' }}>
        Lý do từ chối: {job.reject_reason}
      </Text>
    </Group>
  );
}

function CompanyLink({ job, href }: { job: ManagedJobRow; href: (job: ManagedJobRow) => string }) {
  return (
    <Anchor component={Link} to={href(job)} size="sm" c="dimmed" title="Lọc theo công ty này">
      {job.company.abbreviation || job.company.name}
    </Anchor>
  );
}

/** A table on wider screens, a list of cards on phones. */
export function JobsTable({ jobs, base, companyHref, emptyText, withViews }: JobsTableProps) {
  if (jobs.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="jobs-empty">
        {emptyText ?? 'Không có tin tuyển dụng nào'}
      </Text>
    );
  }
  return (
    <>
      <Table.ScrollContainer minWidth={companyHref ? 900 : 760} visibleFrom="sm">
        <Table striped highlightOnHover verticalSpacing="sm" data-testid="jobs-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Tiêu đề</Table.Th>
              {companyHref ? <Table.Th>Công ty</Table.Th> : null}
              <Table.Th>Loại tin</Table.Th>
              <Table.Th style={NOWRAP}>Quốc gia</Table.Th>
              <Table.Th style={NOWRAP}>Hạn nộp</Table.Th>
              <Table.Th style={NOWRAP}>Trạng thái</Table.Th>
              {withViews ? (
                <Table.Th style={NOWRAP} title="Lượt xem trang tin / lượt hiển thị trong kết quả tìm kiếm">
                  Xem / Hiển thị
                </Table.Th>
              ) : null}
              <Table.Th style={NOWRAP}>Cập nhật</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {jobs.map((job) => (
              <Table.Tr key={job.id} data-testid="job-row">
                <Table.Td maw={360}>
                  <TitleCell job={job} base={base} />
                  <RejectReason job={job} />
                </Table.Td>
                {companyHref ? (
                  <Table.Td>
                    <CompanyLink job={job} href={companyHref} />
                  </Table.Td>
                ) : null}
                <Table.Td>{kindLabel(job.kind)}</Table.Td>
                <Table.Td>
                  {job.nation.name}
                  {job.province ? (
                    <Text size="xs" c="dimmed">
                      {job.province.name}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td style={NOWRAP}>{formatDay(job.deadline)}</Table.Td>
                <Table.Td style={NOWRAP}>
                  <JobStateBadge state={job.state} />
                </Table.Td>
                {withViews ? (
                  <Table.Td style={NOWRAP} data-testid="row-views">
                    {job.views.toLocaleString('vi-VN')} / {job.search_appearances.toLocaleString('vi-VN')}
                  </Table.Td>
                ) : null}
                <Table.Td style={NOWRAP}>{formatDate(job.updated_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="sm" hiddenFrom="sm" data-testid="jobs-cards">
        {jobs.map((job) => (
          <Card key={job.id} withBorder radius="md" padding="sm" data-testid="job-card">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <TitleCell job={job} base={base} />
              <JobStateBadge state={job.state} style={{ flexShrink: 0 }} />
            </Group>
            <Text size="xs" c="dimmed" mt={6}>
              {[
                kindLabel(job.kind),
                job.province?.name,
                job.nation.name,
                `Hạn nộp ${formatDay(job.deadline)}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            {companyHref ? (
              <Text size="xs" mt={2}>
                <CompanyLink job={job} href={companyHref} />
              </Text>
            ) : null}
            {withViews ? (
              <Text size="xs" mt={2} data-testid="card-views">
                {viewsText(job)}
              </Text>
            ) : null}
            <RejectReason job={job} />
          </Card>
        ))}
      </Stack>
    </>
  );
}
