import {
  access,
  EDUCATION_LEVELS,
  EXPERIENCE_YEARS,
  GENDERS,
  LANGUAGE_LEVELS,
  MARITAL_STATUSES,
} from '@app/contract/client';
import { Anchor, Avatar, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconEdit, IconFileText } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { loadEmployeeProfile } from '../../features/employee/load.server.ts';
import { formatDate } from '../../features/jobs/format.ts';
import { personInitials } from '../../lib/initials.ts';
import { pageMeta } from '../../lib/meta.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/profile';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Hồ sơ cá nhân', noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request, access.employee);
  return { profile: await loadEmployeeProfile(context, request) };
}

const label = (list: readonly { value: string; label: string }[], value: string | null) =>
  value ? (list.find((o) => o.value === value)?.label ?? value) : null;

const EMPTY = 'Chưa cập nhật';

function Row({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: 0.4 }}>
        {name}
      </Text>
      <div style={{ overflowWrap: 'anywhere' }}>
        {children === null || children === undefined || children === '' ? (
          <Text c="dimmed" size="sm">
            {EMPTY}
          </Text>
        ) : (
          children
        )}
      </div>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} fz="lg" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export default function EmployeeProfilePage({ loaderData }: Route.ComponentProps) {
  const { profile: p } = loaderData;
  const address = [p.address.detail, p.address.ward?.label, p.address.province?.label]
    .filter(Boolean)
    .join(', ');
  const cvs = p.resumes.filter((r) => r.kind === 'cv');
  return (
    <Stack gap="lg" data-testid="employee-profile">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Hồ sơ cá nhân
        </Title>
        <Button component={Link} to="/user/update-profile" leftSection={<IconEdit size={16} />}>
          Cập nhật hồ sơ
        </Button>
      </Group>

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Group gap="md" wrap="nowrap">
          <Avatar src={p.avatar} alt="Ảnh đại diện" size={72} radius="xl" color="blue">
            {personInitials(p.name)}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} fz={{ base: 18, sm: 22 }} style={{ overflowWrap: 'anywhere' }}>
              {p.name}
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {p.email}
              {p.phone ? ` · ${p.phone}` : ''}
            </Text>
          </Stack>
        </Group>
        {!p.has_profile ? (
          <Text size="sm" mt="md">
            Bạn chưa cập nhật hồ sơ.{' '}
            <Anchor component={Link} to="/user/update-profile">
              Hoàn thiện hồ sơ ngay
            </Anchor>{' '}
            để ứng tuyển nhanh hơn và nhận gợi ý chương trình phù hợp.
          </Text>
        ) : null}
      </Paper>

      <Section title="Thông tin cá nhân">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <Row name="Ngày sinh">{p.birthday ? formatDate(p.birthday) : null}</Row>
          <Row name="Giới tính">{label(GENDERS, p.gender)}</Row>
          <Row name="Số CMND/CCCD">{p.id_card}</Row>
          <Row name="Tình trạng hôn nhân">{label(MARITAL_STATUSES, p.marital_status)}</Row>
          <Row name="Địa chỉ">{address || null}</Row>
        </SimpleGrid>
      </Section>

      <Section title="Học vấn, kỹ năng và kinh nghiệm">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <Row name="Trình độ học vấn">{label(EDUCATION_LEVELS, p.education)}</Row>
          <Row name="Ngoại ngữ">{label(LANGUAGE_LEVELS, p.language_level)}</Row>
          <Row name="Kinh nghiệm">{label(EXPERIENCE_YEARS, p.experience_years)}</Row>
        </SimpleGrid>
        <Stack gap="md" mt="md">
          <Row name="Kỹ năng">
            {p.skills.length > 0 ? (
              <Group gap={6}>
                {p.skills.map((s) => (
                  <Badge key={s.id} variant="light" style={{ textTransform: 'none' }}>
                    {s.name}
                  </Badge>
                ))}
              </Group>
            ) : null}
          </Row>
          <Row name="Mô tả kinh nghiệm">
            {p.experience ? (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {p.experience}
              </Text>
            ) : null}
          </Row>
        </Stack>
      </Section>

      <Section title="Nguyện vọng">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Row name="Quốc gia mong muốn">
            {p.wished_nations.length > 0 ? (
              <Group gap={6}>
                {p.wished_nations.map((n) => (
                  <Badge key={n.code} variant="light" color="teal" style={{ textTransform: 'none' }}>
                    {n.name}
                  </Badge>
                ))}
              </Group>
            ) : null}
          </Row>
          <Row name="Lĩnh vực mong muốn">
            {p.wished_fields.length > 0 ? (
              <Group gap={6}>
                {p.wished_fields.map((f) => (
                  <Badge key={f.id} variant="light" color="grape" style={{ textTransform: 'none' }}>
                    {f.name}
                  </Badge>
                ))}
              </Group>
            ) : null}
          </Row>
        </SimpleGrid>
      </Section>

      <Section title="CV đã tải lên">
        {cvs.length === 0 ? (
          <Text size="sm" c="dimmed">
            Chưa có CV nào.{' '}
            <Anchor component={Link} to="/user/update-profile">
              Tải lên CV
            </Anchor>
          </Text>
        ) : (
          <Stack gap="xs">
            {cvs.map((r) => (
              <Group key={r.id} justify="space-between" gap="xs" wrap="nowrap">
                <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconFileText size={18} aria-hidden />
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {r.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDate(r.created_at)}
                  </Text>
                </Group>
                {r.file_url ? (
                  <Button
                    component="a"
                    href={r.file_url}
                    size="xs"
                    variant="light"
                    leftSection={<IconDownload size={14} />}
                    aria-label={`Tải xuống ${r.name}`}
                  >
                    Tải xuống
                  </Button>
                ) : null}
              </Group>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}
