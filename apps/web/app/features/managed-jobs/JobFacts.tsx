import type { ManagedJob } from '@app/contract';
import { formatVndShort, hourlyBasis } from '@app/contract/client';
import { Badge, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/vn-time.ts';
import {
  ageText,
  bonusLabel,
  educationLabel,
  formatDay,
  genderLabel,
  kindLabel,
  salaryText,
  vnd,
  workingTypeLabel,
} from './job-labels.ts';
import { RichTextView } from './RichTextView.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid={testId}>
      <Title order={2} fz="lg" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Names({ items }: { items: { id: number; name: string }[] }) {
  if (items.length === 0) return <>—</>;
  return (
    <Group gap={6}>
      {items.map((i) => (
        <Badge key={i.id} variant="light" color="gray" tt="none" fw={500}>
          {i.name}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * A VND-per-month equivalent of a foreign salary, so moderators and companies see the scale; an
 * hourly wage says the hours it counts ('(làm thêm 20 giờ/tuần)' for a student).
 */
function vndEquivalent(job: ManagedJob): string | null {
  if (job.salary_currency === 'VND' && job.salary_period === 'month') return null;
  const { salary_min_vnd: min, salary_max_vnd: max } = job;
  if (min === null && max === null) return null;
  const range =
    min !== null && max !== null && min !== max
      ? `${formatVndShort(min)} – ${formatVndShort(max)}`
      : formatVndShort((min ?? max) as number);
  const asOf = job.rates_as_of ? ` (tỷ giá ngày ${formatDay(job.rates_as_of)})` : '';
  // An hourly wage: the hours it counts (a student's part-time cap, or contract hours).
  const hours = job.salary_period === 'hour' ? ` ${hourlyBasis(job.kind, job.nation.code).short}` : '';
  return `≈ ${range}/tháng${hours}${asOf}`;
}

/** Everything the company entered, in the form's sections (company and admin detail pages). */
export function JobFacts({ job }: { job: ManagedJob }) {
  const overseas = job.kind !== 'domestic';
  const equivalent = vndEquivalent(job);
  return (
    <Stack gap="md" data-testid="job-facts">
      <Section title="Thông tin chung">
        <Group align="flex-start" gap="lg" wrap="wrap">
          {job.thumbnail ? (
            <Image
              src={job.thumbnail}
              alt={`Ảnh đại diện tin ${job.name}`}
              w={{ base: '100%', xs: 200 }}
              h={140}
              radius="md"
              fit="cover"
              data-testid="job-thumbnail"
            />
          ) : null}
          <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md" style={{ flex: '1 1 320px' }}>
            <Fact label="Loại tin">{kindLabel(job.kind)}</Fact>
            <Fact label={overseas ? 'Quốc gia' : 'Tỉnh/Thành phố'}>
              {overseas ? job.nation.name : (job.province?.name ?? '—')}
            </Fact>
            <Fact label="Nơi làm việc">{job.location ?? '—'}</Fact>
            <Fact label="Ngành nghề">{job.work?.name ?? '—'}</Fact>
            <Fact label="Lĩnh vực">{job.field?.name ?? '—'}</Fact>
            <Fact label="Số lượng tuyển">{job.quantity}</Fact>
            <Fact label="Hình thức làm việc">{workingTypeLabel(job.working_type)}</Fact>
          </SimpleGrid>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="md">
          <Fact label="Thẻ">
            <Names items={job.tags} />
          </Fact>
          <Fact label="Tiện ích, chế độ">
            <Names items={job.equipments} />
          </Fact>
        </SimpleGrid>
      </Section>

      <Section title="Yêu cầu ứng viên">
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md">
          <Fact label="Giới tính">{genderLabel(job.gender)}</Fact>
          <Fact label="Độ tuổi">{ageText(job.age_min, job.age_max)}</Fact>
          <Fact label="Trình độ học vấn">{educationLabel(job.education)}</Fact>
        </SimpleGrid>
        <Stack mt="md">
          <Fact label="Kỹ năng">
            <Names items={job.skills} />
          </Fact>
        </Stack>
      </Section>

      <Section title="Lương và chi phí" testId="job-money">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <Fact label="Mức lương">
            <span data-testid="job-salary">{salaryText(job)}</span>
            {equivalent ? (
              <Text size="xs" c="dimmed">
                {equivalent}
              </Text>
            ) : null}
          </Fact>
          <Fact label="Tổng chi phí">{vnd(job.expense_max)}</Fact>
          {job.bonus.length > 0 ? (
            job.bonus.map((b) => (
              <Fact key={b.type} label={bonusLabel(b.type)}>
                {vnd(b.amount)}
              </Fact>
            ))
          ) : (
            <Fact label="Thưởng">—</Fact>
          )}
        </SimpleGrid>
      </Section>

      <Section title="Thời hạn">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          <Fact label="Hạn nộp hồ sơ">
            <span data-testid="job-deadline">{formatDay(job.deadline)}</span>
          </Fact>
          {overseas ? (
            <Fact label="Lịch bay dự kiến">
              {job.expected_flight_date ? formatDay(job.expected_flight_date) : 'Chưa xác định'}
            </Fact>
          ) : null}
          <Fact label="Ngày tạo">{formatDate(job.created_at)}</Fact>
          <Fact label="Cập nhật lần cuối">{formatDate(job.updated_at)}</Fact>
          {job.approved_at ? <Fact label="Ngày duyệt">{formatDate(job.approved_at)}</Fact> : null}
        </SimpleGrid>
      </Section>

      <Section title="Mô tả">
        <Stack gap="lg">
          <div>
            <Title order={3} fz="md" mb="xs">
              Mô tả công việc
            </Title>
            <RichTextView html={job.description} testId="job-description" />
          </div>
          {job.requirements ? (
            <div>
              <Title order={3} fz="md" mb="xs">
                Yêu cầu
              </Title>
              <RichTextView html={job.requirements} testId="job-requirements" />
            </div>
          ) : null}
          {job.benefits ? (
            <div>
              <Title order={3} fz="md" mb="xs">
                Quyền lợi
              </Title>
              <RichTextView html={job.benefits} testId="job-benefits" />
            </div>
          ) : null}
        </Stack>
      </Section>
    </Stack>
  );
}
