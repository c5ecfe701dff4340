import { BONUS_TYPES, formatMoney } from '@app/contract/client';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Typography,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconBriefcase,
  IconBuilding,
  IconCalendarEvent,
  IconCash,
  IconCategory,
  IconClock,
  IconExternalLink,
  IconGift,
  IconMapPin,
  IconPlaneDeparture,
  IconReceipt,
  IconSchool,
  IconUser,
  IconUsers,
  IconWorld,
  type TablerIcon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { websiteHref, websiteLabel } from '../companies/company-labels.ts';
import { CurrencyButton } from '../currency/CurrencyButton.tsx';
import {
  ageText,
  companyPath,
  costText,
  daysBetween,
  detailLabels,
  educationLabel,
  formatDate,
  genderLabel,
  jobPlace,
  salaryText,
  salaryVndApprox,
  workingTypeLabel,
} from './format.ts';
import classes from './JobDetail.module.css';
import type { PublicJobDetail } from './job-posting-ld.ts';

function Fact({
  icon: Icon,
  label,
  children,
  wide,
}: {
  icon: TablerIcon;
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  // A `dl` holds only `dt`/`dd` groups, each wrapped in one `div` at most (HTML, axe's dlitem):
  // the icon sits inside the `dt`, drawn beside both lines by the fact's CSS.
  return (
    <div className={wide ? `${classes.fact} ${classes.wide}` : classes.fact}>
      <Text size="xs" c="dimmed" fw={500} component="dt">
        <ThemeIcon
          variant="light"
          size={32}
          radius="md"
          aria-hidden
          visibleFrom="xs"
          className={classes.factIcon}
        >
          <Icon size={18} stroke={1.6} />
        </ThemeIcon>
        {label}
      </Text>
      <Text size="sm" fw={600} component="dd" m={0} lh={1.45}>
        {children}
      </Text>
    </div>
  );
}

const bonusLabel = (type: string) => BONUS_TYPES.find((b) => b.value === type)?.label ?? type;

/** The facts a candidate compares, with the labels of `GET /options/jobDetail`. */
export function KeyFacts({ job }: { job: PublicJobDetail }) {
  const approx = salaryVndApprox(job);
  const cost = costText(job.expense_max);
  const overseas = job.kind !== 'domestic';
  // Abroad the country has its own line: the place is the region or city there.
  const place = overseas ? (job.province?.name ?? job.location) : jobPlace(job);
  return (
    <SimpleGrid component="dl" cols={2} spacing="md" verticalSpacing="md" m={0}>
      <Fact icon={IconCash} label={detailLabels.salary} wide>
        <Text span inherit c="green.8" fz="md" fw={700}>
          {salaryText(job)}
        </Text>
        {approx ? (
          <Text span display="block" size="sm" c="dimmed" fw={400}>
            {approx}
            {job.rates_as_of ? ` (theo tỷ giá ngày ${formatDate(job.rates_as_of)})` : ''}
          </Text>
        ) : null}
        {job.salary_currency !== 'VND' ? <CurrencyButton /> : null}
      </Fact>
      {overseas ? (
        <Fact icon={IconWorld} label={detailLabels.nation}>
          {job.nation.name}
        </Fact>
      ) : null}
      {place ? (
        <Fact icon={IconMapPin} label="Nơi làm việc">
          {place}
        </Fact>
      ) : null}
      {overseas || cost ? (
        <Fact icon={IconReceipt} label={detailLabels.cost}>
          {cost ?? 'Chưa công bố'}
        </Fact>
      ) : null}
      <Fact icon={IconCalendarEvent} label={detailLabels.deadline}>
        {formatDate(job.deadline)}
      </Fact>
      {job.expected_flight_date ? (
        <Fact icon={IconPlaneDeparture} label={detailLabels.expectedFlightDate}>
          {formatDate(job.expected_flight_date)}
        </Fact>
      ) : null}
      <Fact icon={IconUsers} label={detailLabels.quantity}>
        {job.quantity.toLocaleString('vi-VN')} người
      </Fact>
      <Fact icon={IconUser} label={detailLabels.age}>
        {ageText(job.age_min, job.age_max)}
      </Fact>
      <Fact icon={IconUser} label={detailLabels.gender}>
        {genderLabel(job.gender)}
      </Fact>
      <Fact icon={IconSchool} label={detailLabels.education}>
        {educationLabel(job.education)}
      </Fact>
      <Fact icon={IconClock} label={detailLabels.workingType}>
        {workingTypeLabel(job.working_type)}
      </Fact>
      {job.work ? (
        <Fact icon={IconBriefcase} label="Ngành nghề">
          {job.work.name}
        </Fact>
      ) : null}
      {job.field ? (
        <Fact icon={IconCategory} label="Lĩnh vực">
          {job.field.name}
        </Fact>
      ) : null}
      {job.bonus.length > 0 ? (
        <Fact icon={IconGift} label={detailLabels.bonus}>
          {job.bonus.map((b) => `${bonusLabel(b.type)}: ${formatMoney(b.amount, 'VND')}`).join(' · ')}
        </Fact>
      ) : null}
    </SimpleGrid>
  );
}

/** Tags, skills and equipment as badges under their headings. */
export function JobBadges({ job }: { job: PublicJobDetail }) {
  const groups = [
    { title: 'Đặc điểm', items: job.tags, color: 'blue' },
    { title: 'Kỹ năng', items: job.skills, color: 'teal' },
    { title: 'Trang thiết bị, tiện ích', items: job.equipments, color: 'gray' },
  ].filter((g) => g.items.length > 0);
  if (groups.length === 0) return null;
  return (
    <Stack gap="sm">
      {groups.map((g) => (
        <div key={g.title}>
          <Text size="sm" fw={600} mb={6}>
            {g.title}
          </Text>
          <Group gap={6}>
            {g.items.map((item) => (
              <Badge key={item.id} variant="light" color={g.color} radius="sm" size="lg" tt="none" fw={500}>
                {item.name}
              </Badge>
            ))}
          </Group>
        </div>
      ))}
    </Stack>
  );
}

/** Rich text sanitised on the server when it was saved. */
export function RichSection({ title, html, id }: { title: string; html: string | null; id: string }) {
  if (!html) return null;
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-labelledby={id}>
      <Title order={2} fz={{ base: 18, sm: 20 }} mb="sm" id={id}>
        {title}
      </Title>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API (sanitize-html) on save */}
      <Typography className={classes.rich} dangerouslySetInnerHTML={{ __html: html }} />
    </Paper>
  );
}

/**
 * Where applying stands: open or closed, the deadline, `action` (the apply button or why there is
 * none, from the applications feature) and how to reach the company.
 */
export function ApplyPanel({
  job,
  today,
  action,
}: {
  job: PublicJobDetail;
  today: string;
  action?: ReactNode;
}) {
  const left = daysBetween(today, job.deadline);
  const company = job.company_card;
  const site = websiteHref(company.website);
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      id="ung-tuyen"
      component="section"
      aria-labelledby="ung-tuyen-title"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg" id="ung-tuyen-title">
            Ứng tuyển
          </Title>
          {left < 0 ? (
            <Badge color="gray" variant="light" size="lg" data-testid="job-state">
              Hết hạn nhận hồ sơ
            </Badge>
          ) : (
            <Badge color="green" variant="light" size="lg" data-testid="job-state">
              Đang tuyển
            </Badge>
          )}
        </Group>
        <Text size="sm">
          {detailLabels.deadline}: <strong>{formatDate(job.deadline)}</strong>{' '}
          <Text span c={left >= 0 && left <= 7 ? 'orange.8' : 'dimmed'} inherit>
            {left > 0 ? `(còn ${left} ngày)` : left === 0 ? '(hôm nay là ngày cuối)' : '(đã qua hạn)'}
          </Text>
        </Text>
        {action}
        <Text size="sm" c="gray.8" lh={1.55}>
          {left < 0
            ? `Cần hỏi thêm, liên hệ ${company.abbreviation || company.name}:`
            : `${action ? 'Hoặc liên hệ' : 'Liên hệ'} trực tiếp ${company.abbreviation || company.name} để nộp hồ sơ:`}
        </Text>
        <Stack gap={6}>
          {company.address ? (
            <Group gap={8} wrap="nowrap" align="flex-start">
              <IconMapPin
                size={18}
                color="var(--mantine-color-gray-6)"
                style={{ flexShrink: 0 }}
                aria-hidden
              />
              <Text size="sm">{company.address}</Text>
            </Group>
          ) : null}
          {site ? (
            <Group gap={8} wrap="nowrap">
              <IconExternalLink
                size={18}
                color="var(--mantine-color-gray-6)"
                style={{ flexShrink: 0 }}
                aria-hidden
              />
              <Anchor
                href={site}
                target="_blank"
                rel="nofollow noopener noreferrer"
                size="sm"
                style={{ wordBreak: 'break-all' }}
              >
                {websiteLabel(site)}
              </Anchor>
            </Group>
          ) : null}
        </Stack>
        <Button
          component={Link}
          to={companyPath(company.id)}
          variant="light"
          fullWidth
          leftSection={<IconBuilding size={18} aria-hidden />}
        >
          Xem thông tin công ty
        </Button>
        <Alert color="orange" variant="light" radius="md" icon={<IconAlertTriangle size={18} />} p="sm">
          <Text size="xs" lh={1.5}>
            Không đặt cọc hay chuyển tiền trước khi ký hợp đồng; chỉ nộp phí vào tài khoản của công ty, có hóa
            đơn.
          </Text>
        </Alert>
      </Stack>
    </Paper>
  );
}
