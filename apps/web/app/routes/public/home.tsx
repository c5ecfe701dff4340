import {
  Anchor,
  Box,
  Button,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
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
  IconShieldCheck,
  type TablerIcon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { POST_JOB_PATH } from '../../features/navigation/nav-items.ts';
import { getBridge } from '../../lib/context.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/home';

const PROGRAMMES_PATH = '/danh-sach-chuong-trinh-xkld-duhoc';

export function loader({ context }: Route.LoaderArgs) {
  return { canonical: `${getBridge(context).publicUrl.replace(/\/$/, '')}/` };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ title: 'Việc làm, xuất khẩu lao động và du học', canonical: loaderData?.canonical });

interface Feature {
  icon: TablerIcon;
  title: string;
  text: string;
}

const OFFERS: readonly Feature[] = [
  {
    icon: IconPlaneDeparture,
    title: 'Xuất khẩu lao động',
    text: 'Đơn hàng đi làm việc tại Nhật Bản, Hàn Quốc, Đài Loan, châu Âu… từ doanh nghiệp có giấy phép, ghi rõ điều kiện và chi phí.',
  },
  {
    icon: IconSchool,
    title: 'Du học',
    text: 'Chương trình du học, du học nghề kèm yêu cầu đầu vào, thời gian học tiếng và các khoản phí cần chuẩn bị.',
  },
  {
    icon: IconBriefcase,
    title: 'Việc làm trong nước',
    text: 'Việc làm tại Việt Nam từ doanh nghiệp đã xác thực, ứng tuyển nhanh ngay trên điện thoại.',
  },
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
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  bg?: string;
}) {
  return (
    <Box component="section" bg={bg} py={{ base: 40, sm: 64 }}>
      <Container size="xl" px={{ base: 'md', sm: 'xl' }}>
        <Stack gap="xl">
          <Stack gap="xs" maw={720}>
            <Title order={2} fz={{ base: 24, sm: 32 }} textWrap="balance">
              {title}
            </Title>
            {intro ? (
              <Text c="dimmed" size="lg" lh={1.6}>
                {intro}
              </Text>
            ) : null}
          </Stack>
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

function Hero() {
  return (
    <Box
      component="section"
      c="white"
      py={{ base: 48, sm: 88 }}
      style={{ background: 'linear-gradient(135deg, #0b6bcb 0%, #0a4f97 100%)' }}
    >
      <Container size="xl" px={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg" maw={760}>
          <Title order={1} fz={{ base: 32, sm: 48 }} lh={1.15} textWrap="balance">
            Đi làm, đi học nước ngoài&nbsp;– an toàn và minh bạch
          </Title>
          <Text fz={{ base: 'md', sm: 'xl' }} lh={1.6} c="blue.0">
            ViệcXa tập hợp chương trình xuất khẩu lao động, du học và việc làm trong nước từ doanh nghiệp được
            kiểm tra, với điều kiện và chi phí ghi rõ để bạn yên tâm lựa chọn.
          </Text>
          <Group gap="sm">
            <Button
              component={Link}
              to={PROGRAMMES_PATH}
              size="lg"
              variant="white"
              rightSection={<IconArrowRight size={20} />}
            >
              Xem chương trình
            </Button>
            <Button component={Link} to="/introduction" size="lg" variant="outline" color="white">
              Tìm hiểu ViệcXa
            </Button>
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

export default function Home() {
  return (
    <>
      <Hero />
      <Section
        title="Bạn đang tìm cơ hội nào?"
        intro="Ba nhóm chương trình trên ViệcXa, cùng một cách ứng tuyển."
      >
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {OFFERS.map((offer) => (
            <FeatureCard key={offer.title} feature={offer}>
              <Anchor component={Link} to={PROGRAMMES_PATH} fw={600}>
                Xem chương trình <IconArrowRight size={14} style={{ verticalAlign: 'middle' }} aria-hidden />
              </Anchor>
            </FeatureCard>
          ))}
        </SimpleGrid>
      </Section>
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
    </>
  );
}
