import { type EmployeeProfile, RESUME_ACCEPT, toFileDescriptor, ZEmployeeProfileBody } from '@app/contract';
import {
  EDUCATION_LEVELS,
  EXPERIENCE_YEARS,
  GENDERS,
  LANGUAGE_LEVELS,
  MARITAL_STATUSES,
} from '@app/contract/client';
import {
  Anchor,
  Avatar,
  Button,
  Checkbox,
  Fieldset,
  FileInput,
  Group,
  Input,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconFileText, IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { type FieldErrors, validateForm } from '../../lib/form-errors.ts';
import { formValues } from '../../lib/form-values.ts';
import { personInitials } from '../../lib/initials.ts';
import { VnDateInput } from '../company-jobs/VnDateInput.tsx';
import { WardSelect } from '../company-profile/WardSelect.tsx';

interface Option {
  value: string;
  label: string;
}

export interface ProfileFormProps {
  profile: EmployeeProfile;
  provinces: Option[];
  nations: Option[];
  skills: Option[];
  fields: { group: string; items: Option[] }[];
  serverErrors?: FieldErrors | undefined;
}

const LISTS = ['skill_ids', 'wished_nation_codes', 'wished_field_ids', 'remove_resume_ids'] as const;

/** The form's values as the contract schema checks them (CV files as descriptors, several allowed). */
export function profileFormValues(form: FormData): Record<string, unknown> {
  const values = formValues(form, { lists: LISTS, files: ['avatar'] });
  values.cvs = form
    .getAll('cvs')
    .filter((f): f is File => f instanceof File && f.size > 0)
    .map(toFileDescriptor);
  return values;
}

const options = (list: readonly { value: string; label: string }[]) =>
  list.map((o) => ({ value: o.value, label: o.label }));

/** The seeker's profile form (spec §2 /user/update-profile); the same rules as the API. */
export function ProfileForm({ profile, provinces, nations, skills, fields, serverErrors }: ProfileFormProps) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | undefined>();
  const [province, setProvince] = useState<string | null>(profile.address.province?.value ?? null);
  const [preview, setPreview] = useState<string | null>(null);
  const submitting = useNavigation().state === 'submitting';
  const errors = clientErrors ?? serverErrors;
  const err = (f: string) => {
    const list = Object.entries(errors ?? {})
      .filter(([k]) => k === f || k.startsWith(`${f}.`))
      .flatMap(([, v]) => v);
    return list.length > 0 ? [...new Set(list)].join(' ') : undefined;
  };
  // A wished nation outside the destination list still shows as chosen.
  const nationOptions = [
    ...nations,
    ...profile.wished_nations
      .filter((n) => !nations.some((o) => o.value === n.code))
      .map((n) => ({ value: n.code, label: n.name })),
  ];
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  // New server errors replace the client's (the client found none when the form was sent).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the action answers
  useEffect(() => setClientErrors(undefined), [serverErrors]);
  const cvs = profile.resumes.filter((r) => r.kind === 'cv');

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={(event) => {
        const checked = validateForm(
          ZEmployeeProfileBody,
          profileFormValues(new FormData(event.currentTarget)),
        );
        setClientErrors(checked.ok ? undefined : checked.errors);
        if (!checked.ok) event.preventDefault();
      }}
    >
      <input type="hidden" name="_method" value="PUT" />
      <Stack gap="lg">
        <Fieldset legend="Thông tin tài khoản" radius="md">
          <Stack gap="sm">
            <Input.Wrapper label="Ảnh đại diện (jpeg, png, webp, tối đa 3 MB)" error={err('avatar')}>
              <Group gap="md" mt={4} wrap="nowrap">
                <Avatar
                  src={preview ?? profile.avatar}
                  alt={preview ? 'Ảnh đại diện mới' : 'Ảnh đại diện hiện tại'}
                  size={64}
                  radius="xl"
                  color="blue"
                >
                  {personInitials(profile.name)}
                </Avatar>
                <FileInput
                  name="avatar"
                  accept="image/jpeg,image/png,image/webp"
                  placeholder={profile.avatar ? 'Chọn ảnh khác' : 'Chọn ảnh'}
                  leftSection={<IconPhoto size={16} aria-hidden />}
                  clearable
                  error={Boolean(err('avatar'))}
                  fileInputProps={{ 'aria-label': 'Chọn ảnh đại diện' }}
                  style={{ flex: 1, minWidth: 0 }}
                  onChange={(file) => setPreview(file ? URL.createObjectURL(file) : null)}
                />
              </Group>
            </Input.Wrapper>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                name="name"
                label="Họ và tên"
                defaultValue={profile.name}
                error={err('name')}
                withAsterisk
              />
              <TextInput
                name="phone"
                label="Số điện thoại"
                inputMode="tel"
                defaultValue={profile.phone ?? ''}
                error={err('phone')}
                withAsterisk
              />
              <TextInput
                label="Email"
                value={profile.email}
                readOnly
                disabled
                description="Email đăng nhập, không đổi được"
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Fieldset legend="Thông tin cá nhân" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <VnDateInput
              name="birthday"
              label="Ngày sinh"
              defaultValue={profile.birthday || null}
              defaultLevel="decade"
              maxDate={new Date()}
              error={err('birthday')}
            />
            <Select
              name="gender"
              label="Giới tính"
              placeholder="Chọn giới tính"
              data={options(GENDERS)}
              defaultValue={profile.gender}
              clearable
              error={err('gender')}
            />
            <TextInput
              name="id_card"
              label="Số CMND/CCCD"
              inputMode="numeric"
              defaultValue={profile.id_card ?? ''}
              error={err('id_card')}
            />
            <Select
              name="marital_status"
              label="Tình trạng hôn nhân"
              placeholder="Chọn"
              data={options(MARITAL_STATUSES)}
              defaultValue={profile.marital_status}
              clearable
              error={err('marital_status')}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Địa chỉ (đơn vị hành chính từ 01/07/2025)" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              name="province_code"
              label="Tỉnh/Thành phố"
              placeholder="Chọn tỉnh/thành phố"
              data={provinces}
              value={province}
              onChange={setProvince}
              searchable
              clearable
              nothingFoundMessage="Không tìm thấy"
              error={err('province_code')}
            />
            <WardSelect provinceCode={province} initial={profile.address.ward} error={err('ward_code')} />
          </SimpleGrid>
          <TextInput
            mt="sm"
            name="address_detail"
            label="Địa chỉ chi tiết"
            placeholder="Số nhà, tên đường, thôn/xóm"
            defaultValue={profile.address.detail ?? ''}
            error={err('address_detail')}
          />
        </Fieldset>

        <Fieldset legend="Học vấn, kỹ năng và kinh nghiệm" radius="md">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                name="education"
                label="Trình độ học vấn"
                placeholder="Chọn trình độ"
                data={options(EDUCATION_LEVELS)}
                defaultValue={profile.education}
                clearable
                error={err('education')}
              />
              <Select
                name="language_level"
                label="Trình độ ngoại ngữ"
                placeholder="Chọn"
                data={options(LANGUAGE_LEVELS)}
                defaultValue={profile.language_level}
                clearable
                searchable
                error={err('language_level')}
              />
              <Select
                name="experience_years"
                label="Số năm kinh nghiệm"
                placeholder="Chọn"
                data={options(EXPERIENCE_YEARS)}
                defaultValue={profile.experience_years}
                clearable
                error={err('experience_years')}
              />
            </SimpleGrid>
            <MultiSelect
              name="skill_ids"
              label="Kỹ năng"
              placeholder="Chọn kỹ năng"
              data={skills}
              defaultValue={profile.skills.map((s) => String(s.id))}
              searchable
              nothingFoundMessage="Không tìm thấy"
              error={err('skill_ids')}
            />
            <Textarea
              name="experience"
              label="Kinh nghiệm làm việc"
              placeholder="Công việc, nơi làm, thời gian…"
              autosize
              minRows={3}
              defaultValue={profile.experience ?? ''}
              error={err('experience')}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend="Nguyện vọng" radius="md">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Chúng tôi gợi ý và báo cho bạn các chương trình mới ở quốc gia hoặc lĩnh vực bạn chọn.
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <MultiSelect
                name="wished_nation_codes"
                label="Quốc gia mong muốn"
                placeholder="Chọn quốc gia"
                data={nationOptions}
                defaultValue={profile.wished_nations.map((n) => n.code)}
                searchable
                nothingFoundMessage="Không tìm thấy"
                error={err('wished_nation_codes')}
              />
              <MultiSelect
                name="wished_field_ids"
                label="Lĩnh vực mong muốn"
                placeholder="Chọn lĩnh vực"
                data={fields}
                defaultValue={profile.wished_fields.map((f) => String(f.id))}
                searchable
                nothingFoundMessage="Không tìm thấy"
                error={err('wished_field_ids')}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Fieldset legend="CV của bạn" radius="md">
          <Stack gap="sm">
            {cvs.length === 0 ? (
              <Text size="sm" c="dimmed">
                Bạn chưa tải lên CV nào.
              </Text>
            ) : (
              <Stack gap={6} data-testid="cv-list">
                {cvs.map((r) => (
                  <Group key={r.id} justify="space-between" gap="xs" wrap="nowrap">
                    <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                      <IconFileText size={18} aria-hidden />
                      {r.file_url ? (
                        <Anchor href={r.file_url} size="sm" style={{ overflowWrap: 'anywhere' }}>
                          {r.name}
                        </Anchor>
                      ) : (
                        <Text size="sm">{r.name}</Text>
                      )}
                    </Group>
                    <Checkbox
                      name="remove_resume_ids"
                      value={String(r.id)}
                      label="Xoá"
                      color="red"
                      aria-label={`Xoá CV ${r.name}`}
                    />
                  </Group>
                ))}
              </Stack>
            )}
            <Input.Wrapper
              label="Thêm CV (PDF, Word hoặc ảnh, tối đa 10 MB mỗi tệp, tối đa 5 tệp)"
              error={err('cvs') ?? err('remove_resume_ids')}
            >
              <FileInput
                name="cvs"
                multiple
                accept={RESUME_ACCEPT}
                placeholder="Chọn tệp CV"
                leftSection={<IconFileText size={16} aria-hidden />}
                clearable
                error={Boolean(err('cvs'))}
                fileInputProps={{ 'aria-label': 'Chọn tệp CV' }}
                mt={4}
              />
            </Input.Wrapper>
          </Stack>
        </Fieldset>

        <Group justify="flex-end" gap="sm">
          <Button component={Link} to="/user/profile" variant="default">
            Huỷ
          </Button>
          <Button type="submit" size="md" loading={submitting}>
            Lưu thông tin
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
