import { companyActivityLabels } from '@app/contract';
import { InfoMessage } from '@app/contract/client';
import { LicenceText } from '@app/contract/endpoints/licences-text';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { loadProfile, requireCompanyOwner } from '../../features/company-profile/load.server.ts';
import { CompanyStatusBadge } from '../../features/layout/CompanyStatusBadge.tsx';
import { LicenceStateBadge } from '../../features/licences/LicenceStateBadge.tsx';
import { pageMeta } from '../../lib/meta.ts';
import { pageUrl } from '../../lib/session.server.ts';
import type { Route } from './+types/settings';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Thông tin công ty', noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireCompanyOwner(context, request);
  const profile = await loadProfile(context, request);
  return { user, profile, saved: pageUrl(request).searchParams.get('saved') === '1' };
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div">{children || '—'}</Text>
    </div>
  );
}

export default function CompanySettings({ loaderData }: Route.ComponentProps) {
  const { user, profile, saved } = loaderData;
  const address = [profile.address.detail, profile.address.ward?.label, profile.address.province?.label]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} fz={26}>
          Thông tin công ty
        </Title>
        <Button component={Link} to="/company/update-profile">
          Cập nhật thông tin
        </Button>
      </Group>
      {saved ? (
        <Alert color="green" icon={<IconCircleCheck size={18} />}>
          Lưu thông tin thành công
        </Alert>
      ) : null}
      {user.status === 'wait_approval' ? (
        <Alert color="blue" icon={<IconInfoCircle size={18} />} data-testid="settings-wait-message">
          {InfoMessage.updateInfoAndWait}
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap">
            {profile.logo ? (
              <Image src={profile.logo} alt={`Logo ${profile.name}`} w={64} h={64} fit="contain" />
            ) : null}
            <div>
              <Title order={2} fz={20}>
                {profile.name}
              </Title>
              <Group gap="xs" mt={4}>
                {profile.abbreviation ? <Text c="dimmed">{profile.abbreviation}</Text> : null}
                <CompanyStatusBadge status={user.status} />
              </Group>
            </div>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Row label="Mã số thuế">{profile.tax_code}</Row>
            <Row label="Địa chỉ">{address}</Row>
            <Row label="Hoạt động">
              {profile.company_activity.length > 0
                ? profile.company_activity.map((a) => companyActivityLabels[a as 1 | 2]).join(', ')
                : 'Việc làm trong nước'}
            </Row>
            <Row label="Lĩnh vực">{profile.fields.map((f) => f.name).join(', ')}</Row>
            <Row label="Giấy phép kinh doanh">
              {profile.business_license ? (
                <Anchor href="/api/company/profile/business-license">{profile.business_license.name}</Anchor>
              ) : (
                'Chưa tải lên'
              )}
            </Row>
            {profile.company_activity.includes(2) ? (
              <Row label="Giấy phép XKLĐ">
                <span id="giay-phep">
                  {profile.labor_license_number}
                  {profile.labor_license_date
                    ? ` – cấp ngày ${profile.labor_license_date.split('-').reverse().join('/')}`
                    : ''}
                  {profile.licence.authority ? ` – ${profile.licence.authority}` : ''}
                </span>
                <Group gap="xs" mt={4}>
                  <LicenceStateBadge state={profile.licence.state} />
                  {profile.licence.expires_on ? (
                    <Text size="sm" c="dimmed">
                      đến hết {profile.licence.expires_on.split('-').reverse().join('/')}
                    </Text>
                  ) : null}
                </Group>
                {profile.licence.reason ? (
                  <Text size="sm" c="red.9" data-testid="licence-reason">
                    Lý do: {profile.licence.reason}
                  </Text>
                ) : null}
                {profile.licence.state === 'none' ? (
                  <Text size="sm" c="dimmed">
                    {LicenceText.incomplete}
                  </Text>
                ) : null}
              </Row>
            ) : null}
            <Row label="Người liên hệ">
              {[profile.contact_name, profile.contact_phone, profile.contact_email]
                .filter(Boolean)
                .join(' · ')}
            </Row>
            <Row label="Website">{profile.website}</Row>
          </SimpleGrid>
          {profile.tags.length > 0 ? (
            <Group gap="xs">
              {profile.tags.map((t) => (
                <Badge key={t.id} variant="light">
                  {t.name}
                </Badge>
              ))}
            </Group>
          ) : null}
          {profile.description ? <Text style={{ whiteSpace: 'pre-line' }}>{profile.description}</Text> : null}
        </Stack>
      </Paper>
    </Stack>
  );
}
