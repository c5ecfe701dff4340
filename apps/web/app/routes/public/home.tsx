import { publicJobsEndpoints } from '@app/contract';
import {
  Anchor,
  Box,
  Button,
  Container,
  EmptyState,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowRight,
  IconBriefcase,
  IconCash,
  IconCertificate,
  IconCircleCheck,
  IconLock,
  IconPlaneDeparture,
  IconSchool,
  IconSearch,
  IconShieldCheck,
  type TablerIcon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { LIST_PATH } from '../../features/jobs/format.ts';
import jobClasses from '../../features/jobs/JobCard.module.css';
import { cardJob, JobGrid, JobRail } from '../../features/jobs/JobCard.tsx';
import { POST_JOB_PATH } from '../../features/navigation/nav-items.ts';
import { loadSavedIds } from '../../features/saved-jobs/saved-ids.server.ts';
import { SavedJobsProvider } from '../../features/saved-jobs/saved-jobs-context.tsx';
import { callApi } from '../../lib/api.server.ts';
import { getBridge } from '../../lib/context.ts';
import { absoluteUrl, DEFAULT_DESCRIPTION, pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/home';

/** Spec §9: the home spotlight shows 20 jobs. */
const SPOTLIGHT_SIZE = 20;
const SECTION_SIZE = 8;

export async function loader({ context, request }: Route.LoaderArgs) {
  const [spotlight, labor, study] = await Promise.all([
    callApi(context, request, publicJobsEndpoints.list, { query: { limit: SPOTLIGHT_SIZE } }),
    callApi(context, request, publicJobsEndpoints.laborExport, { query: { limit: SECTION_SIZE } }),
    callApi(context, request, publicJobsEndpoints.studyAbroad, { query: { limit: SECTION_SIZE } }),
  ]);
  // A failing section leaves the page up with the others (the home page never errors out); the
  // cards' data trimmed to what a card shows (it is serialised into the page).
  const sections = {
    spotlight: spotlight.ok ? spotlight.data.items.map(cardJob) : [],
    labor: labor.ok ? labor.data.map(cardJob) : [],
    study: study.ok ? study.data.map(cardJob) : [],
  };
  const shown = [...sections.spotlight, ...sections.labor, ...sections.study].map((j) => j.id);
  return {
    canonical: absoluteUrl(getBridge(context).publicUrl, '/'),
    ...sections,
    total: spotlight.ok ? spotlight.data.total : 0,
    savedIds: await loadSavedIds(context, request, shown),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: 'Việc làm, xuất khẩu lao động và du học',
    description: DEFAULT_DESCRIPTION,
    canonical: loaderData?.canonical,
  });

interface Feature {
  icon: TablerIcon;
  title: string;
  text: string;
}

/** Shortcuts under the search box: the three kinds and the biggest markets. */
const QUICK_LINKS: readonly { label: string; href: string; icon?: TablerIcon }[] = [
  { label: 'Xuất khẩu lao động', href: `${LIST_PATH}?kind=labor_export`, icon: IconPlaneDeparture },
  { label: 'Du học', href: `${LIST_PATH}?kind=study_abroad`, icon: IconSchool },
  { label: 'Việc làm trong nước', href: `${LIST_PATH}?kind=domestic`, icon: IconBriefcase },
  { label: 'Nhật Bản', href: `${LIST_PATH}?nation=JP` },
  { label: 'Hàn Quốc', href: `${LIST_PATH}?nation=KR` },
  { label: 'Đài Loan', href: `${LIST_PATH}?nation=TW` },
  { label: 'Đức', href: `${LIST_PATH}?nation=DE` },
];

const PROTECTIONS: readonly Feature[] = [
  {
    icon: IconShieldCheck,
    title: 'Tin đăng được kiểm duyệt',
    text: 'Mỗi tin đăng được quản trị viên xem xét trước khi hiển thị công khai.',
  },
  {
    icon: IconCertificate,
    title: 'Kiểm tra giấy phép',
    text: 'Doanh nghiệp đưa người lao động ra nước ngoài phải khai báo giấy phép để được xác thực.',
  },
  {
    icon: IconCash,
    title: 'Chi phí minh bạch bằng VNĐ',
    text: 'Các khoản phí được ghi rõ bằng đồng Việt Nam để bạn so sánh trước khi quyết định.',
  },
  {
    icon: IconLock,
    title: 'Hồ sơ của bạn được giữ riêng tư',
    text: 'CV chỉ được gửi tới doanh nghiệp mà bạn chủ động ứng tuyển.',
  },
];

const SCAM_SIGNS = [
  'Yêu cầu đặt cọc hoặc nộp tiền trước khi ký hợp đồng.',
  'Hứa xuất cảnh chỉ sau vài tuần, không cần học tiếng hay đào tạo.',
  'Yêu cầu chuyển tiền vào tài khoản cá nhân thay vì tài khoản của công ty.',
  'Chỉ liên lạc qua ứng dụng chat, không có văn phòng hay hợp đồng rõ ràng.',
  'Tên công ty na ná doanh nghiệp có giấy phép, chỉ khác một vài chữ.',
];

function Section({
  title,
  intro,
  children,
  bg,
  more,
  id,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  bg?: string;
  /** A "see all" link beside the heading. */
  more?: { label: string; href: string };
  id?: string;
}) {
  return (
    <Box component="section" bg={bg} py={{ base: 32, sm: 56 }} aria-labelledby={id}>
      <Container size="xl" px={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Group justify="space-between" align="flex-end" gap="xs">
            <Stack gap={4} maw={720}>
              <Title order={2} fz={{ base: 22, sm: 30 }} textWrap="balance" id={id}>
                {title}
              </Title>
              {intro ? (
                <Text c="dimmed" size="md" lh={1.6}>
                  {intro}
                </Text>
              ) : null}
            </Stack>
            {more ? (
              <Anchor component={Link} to={more.href} fw={600} size="sm">
                {more.label} <IconArrowRight size={14} style={{ verticalAlign: 'middle' }} aria-hidden />
              </Anchor>
            ) : null}
          </Group>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}

function FeatureCard({ feature, children }: { feature: Feature; children?: ReactNode }) {
  const Icon = feature.icon;
  return (
    <Paper withBorder radius="lg" p="lg" h="100%">
      <Stack gap="sm" h="100%">
        <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
          <Icon size={26} stroke={1.6} />
        </ThemeIcon>
        <Title order={3} fz="h4">
          {feature.title}
        </Title>
        <Text lh={1.6} c="gray.7" style={{ flex: 1 }}>
          {feature.text}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

function Hero({ total }: { total: number }) {
  return (
    <Box
      component="section"
      c="white"
      py={{ base: 32, sm: 72 }}
      style={{ background: 'linear-gradient(135deg, #0b6bcb 0%, #0a4f97 100%)' }}
    >
      <Container size="xl" px={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg" maw={760}>
          <Title order={1} fz={{ base: 28, sm: 46 }} lh={1.15} textWrap="balance">
            Đi làm, đi học nước ngoài&nbsp;– an toàn và minh bạch
          </Title>
          <Text fz={{ base: 'md', sm: 'xl' }} lh={1.6} c="blue.0">
            {total > 0 ? `${total.toLocaleString('vi-VN')} chương trình đang tuyển: ` : ''}
            xuất khẩu lao động, du học và việc làm trong nước từ doanh nghiệp được kiểm tra, ghi rõ lương, chi
            phí và hạn nộp hồ sơ.
          </Text>
          <Form method="get" action={LIST_PATH} role="search" aria-label="Tìm chương trình">
            <Paper radius="lg" p={6} shadow="md">
              <Group gap={6} wrap="nowrap">
                <TextInput
                  name="search"
                  type="search"
                  aria-label="Từ khóa"
                  placeholder="Nghề, quốc gia…"
                  leftSection={<IconSearch size={18} aria-hidden />}
                  size="md"
                  variant="unstyled"
                  enterKeyHint="search"
                  style={{ flex: 1, minWidth: 0 }}
                  styles={{ input: { color: 'var(--mantine-color-dark-7)' } }}
                />
                <Button type="submit" size="md" radius="md">
                  Tìm kiếm
                </Button>
              </Group>
            </Paper>
          </Form>
          <Group gap={8} component="nav" aria-label="Tìm nhanh">
            {QUICK_LINKS.map(({ label, href, icon: Icon }) => (
              <Button
                key={href}
                component={Link}
                to={href}
                size="compact-sm"
                radius="xl"
                variant="white"
                color="blue.8"
                leftSection={Icon ? <Icon size={16} aria-hidden /> : undefined}
              >
                {label}
              </Button>
            ))}
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}

function ScamWarning() {
  return (
    <Paper
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      bg="orange.0"
      style={{ border: '1px solid var(--mantine-color-orange-2)' }}
    >
      <Stack gap="md">
        <List
          spacing="sm"
          icon={
            <ThemeIcon color="orange" variant="light" size={26} radius="xl" aria-hidden>
              <IconAlertTriangle size={16} />
            </ThemeIcon>
          }
        >
          {SCAM_SIGNS.map((sign) => (
            <List.Item key={sign}>
              <Text lh={1.6}>{sign}</Text>
            </List.Item>
          ))}
        </List>
        <Text size="sm" c="gray.8">
          Gặp một trong các dấu hiệu trên, hãy dừng lại và kiểm tra kỹ.{' '}
          <Anchor component={Link} to="/dieu-khoan" fw={600}>
            Xem thêm trong Điều khoản sử dụng
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}

function CompanyCta() {
  return (
    <Box component="section" py={{ base: 40, sm: 64 }}>
      <Container size="xl" px={{ base: 'md', sm: 'xl' }}>
        <Paper radius="lg" p={{ base: 'lg', sm: 40 }} bg="blue.0">
          <Stack gap="md" maw={720}>
            <Title order={2} fz={{ base: 24, sm: 30 }}>
              Bạn là doanh nghiệp tuyển dụng?
            </Title>
            <Text size="lg" lh={1.6} c="gray.8">
              Đăng chương trình xuất khẩu lao động, du học hoặc việc làm trong nước và nhận hồ sơ ứng viên
              trực tiếp. Tài khoản công ty được xác thực giúp ứng viên tin tưởng hơn.
            </Text>
            <Group gap="sm">
              <Button
                component={Link}
                to={POST_JOB_PATH}
                size="md"
                leftSection={<IconCircleCheck size={18} />}
              >
                Đăng tin tuyển dụng
              </Button>
              <Button component={Link} to="/dang-ky" size="md" variant="default">
                Đăng ký tài khoản công ty
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { spotlight, labor, study, total, savedIds } = loaderData;
  return (
    <SavedJobsProvider ids={savedIds}>
      <Hero total={total} />
      <Section
        id="noi-bat"
        title="Chương trình mới nhất"
        intro="Tin đã được quản trị viên kiểm duyệt, còn hạn nhận hồ sơ."
        more={{ label: 'Xem tất cả', href: LIST_PATH }}
      >
        {spotlight.length > 0 ? (
          <>
            <JobGrid jobs={spotlight} phoneLimit={6} />
            {spotlight.length > 6 ? (
              <div className={jobClasses.phoneMore}>
                <Button
                  component={Link}
                  to={LIST_PATH}
                  variant="light"
                  size="md"
                  rightSection={<IconArrowRight size={18} aria-hidden />}
                  data-testid="home-more"
                >
                  Xem thêm chương trình
                </Button>
              </div>
            ) : null}
          </>
        ) : (
          <EmptyState
            icon={<IconBriefcase size={28} />}
            variant="light"
            title="Chưa có chương trình nào đang tuyển"
            description="Các tin tuyển dụng mới sẽ xuất hiện ở đây ngay khi được phê duyệt."
          />
        )}
      </Section>
      {labor.length > 0 ? (
        <Section
          id="xkld"
          title="Đơn hàng xuất khẩu lao động"
          intro="Nhật Bản, Hàn Quốc, Đài Loan, châu Âu… kèm chi phí và lịch bay dự kiến."
          bg="gray.0"
          more={{ label: 'Xem tất cả đơn hàng', href: `${LIST_PATH}?kind=labor_export` }}
        >
          <JobRail jobs={labor} label="Đơn hàng xuất khẩu lao động" />
        </Section>
      ) : null}
      {study.length > 0 ? (
        <Section
          id="du-hoc"
          title="Chương trình du học"
          intro="Du học tiếng, du học nghề, vừa học vừa làm: yêu cầu đầu vào và học phí ghi rõ."
          more={{ label: 'Xem tất cả chương trình du học', href: `${LIST_PATH}?kind=study_abroad` }}
        >
          <JobRail jobs={study} label="Chương trình du học" />
        </Section>
      ) : null}
      <Section
        title="Cách ViệcXa bảo vệ bạn"
        intro="Đi làm, đi học xa nhà là quyết định lớn. Chúng tôi kiểm tra trước để bạn bớt rủi ro."
        bg="gray.0"
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {PROTECTIONS.map((item) => (
            <FeatureCard key={item.title} feature={item} />
          ))}
        </SimpleGrid>
      </Section>
      <Section
        title="Dấu hiệu lừa đảo cần tránh"
        intro="Dù chương trình được đăng ở đâu, hãy cảnh giác khi thấy những dấu hiệu sau."
      >
        <ScamWarning />
      </Section>
      <CompanyCta />
    </SavedJobsProvider>
  );
}
