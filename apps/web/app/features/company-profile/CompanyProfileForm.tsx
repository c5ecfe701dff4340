import { type CompanyProfile, companyActivityLabels, LicenceText, ZCompanyProfileBody } from '@app/contract';
import {
  Anchor,
  Button,
  Checkbox,
  Fieldset,
  FileInput,
  Group,
  Image,
  Input,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { type FieldErrors, firstError, validateForm } from '../../lib/form-errors.ts';
import { profileFormValues } from './form-values.ts';
import { WardSelect } from './WardSelect.tsx';

interface Option {
  value: string;
  label: string;
}

export interface CompanyProfileFormProps {
  profile: CompanyProfile;
  provinces: Option[];
  fields: { group: string; items: Option[] }[];
  tags: Option[];
  serverErrors?: FieldErrors | undefined;
}

/** The company profile form (spec §2 /company/update-profile); same rules as the API. */
export function CompanyProfileForm({
  profile,
  provinces,
  fields,
  tags,
  serverErrors,
}: CompanyProfileFormProps) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | undefined>();
  const [province, setProvince] = useState<string | null>(profile.address.province?.value ?? null);
  const [activities, setActivities] = useState<string[]>(profile.company_activity.map(String));
  const submitting = useNavigation().state === 'submitting';
  const errors = clientErrors ?? serverErrors;
  const err = (f: string) => firstError(errors, f);

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={(event) => {
        const checked = validateForm(
          ZCompanyProfileBody,
          profileFormValues(new FormData(event.currentTarget)),
        );
        setClientErrors(checked.ok ? undefined : checked.errors);
        if (!checked.ok) event.preventDefault();
      }}
    >
      <Stack gap="lg">
        <Fieldset legend="Thông tin chung" radius="md">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                name="name"
                label="Tên công ty"
                defaultValue={profile.name}
                error={err('name')}
                withAsterisk
              />
              <TextInput
                name="abbreviation"
                label="Tên viết tắt"
                defaultValue={profile.abbreviation ?? ''}
                error={err('abbreviation')}
              />
              <TextInput
                name="tax_code"
                label="Mã số thuế"
                inputMode="numeric"
                defaultValue={profile.tax_code ?? ''}
                error={err('tax_code')}
                withAsterisk
              />
              <TextInput
                name="website"
                label="Website"
                placeholder="https://"
                defaultValue={profile.website ?? ''}
                error={err('website')}
              />
            </SimpleGrid>
            <Input.Wrapper label="Logo (jpeg, png, webp, tối đa 3 MB)" error={err('logo')}>
              <Group gap="md" mt={4} wrap="nowrap">
                {profile.logo ? (
                  <Image src={profile.logo} alt="Logo hiện tại" w={56} h={56} radius="md" fit="contain" />
                ) : null}
                <input
                  type="file"
                  name="logo"
                  accept="image/jpeg,image/png,image/webp"
                  aria-label="Chọn logo"
                />
              </Group>
            </Input.Wrapper>
            <Textarea
              name="description"
              label="Giới thiệu công ty"
              autosize
              minRows={3}
              defaultValue={profile.description ?? ''}
              error={err('description')}
            />
          </Stack>
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
              allowDeselect={false}
              searchable
              nothingFoundMessage="Không tìm thấy"
              error={err('province_code')}
              withAsterisk
            />
            <WardSelect provinceCode={province} initial={profile.address.ward} error={err('ward_code')} />
          </SimpleGrid>
          <TextInput
            mt="sm"
            name="address_detail"
            label="Địa chỉ chi tiết"
            placeholder="Số nhà, tên đường"
            defaultValue={profile.address.detail ?? ''}
            error={err('address_detail')}
            withAsterisk
          />
        </Fieldset>

        <Fieldset legend="Lĩnh vực hoạt động" radius="md">
          <Stack gap="sm">
            <Checkbox.Group
              label="Hoạt động"
              value={activities}
              onChange={setActivities}
              error={err('activities')}
            >
              <Group mt={6}>
                {Object.entries(companyActivityLabels).map(([value, label]) => (
                  <Checkbox key={value} name="activities" value={value} label={label} />
                ))}
              </Group>
            </Checkbox.Group>
            <MultiSelect
              name="field_ids"
              label="Lĩnh vực"
              data={fields}
              defaultValue={profile.fields.map((f) => String(f.id))}
              searchable
              nothingFoundMessage="Không tìm thấy"
              error={err('field_ids')}
            />
            <MultiSelect
              name="tag_ids"
              label="Thẻ"
              data={tags}
              defaultValue={profile.tags.map((t) => String(t.id))}
              searchable
              nothingFoundMessage="Không tìm thấy"
              error={err('tag_ids')}
            />
            {activities.includes('2') ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  name="labor_license_number"
                  label="Số giấy phép đưa người lao động đi làm việc ở nước ngoài"
                  defaultValue={profile.labor_license_number ?? ''}
                  error={err('labor_license_number')}
                  withAsterisk
                />
                <TextInput
                  type="date"
                  name="labor_license_date"
                  label="Ngày cấp giấy phép"
                  defaultValue={profile.labor_license_date ?? ''}
                  error={err('labor_license_date')}
                  withAsterisk
                />
                <TextInput
                  name="labor_license_authority"
                  label="Cơ quan cấp giấy phép"
                  placeholder="Bộ Lao động – Thương binh và Xã hội"
                  defaultValue={profile.licence.authority ?? ''}
                  error={err('labor_license_authority')}
                />
                <Input.Wrapper
                  label="Bản scan giấy phép (jpg, png, pdf, tối đa 10 MB)"
                  error={err('labor_license_file')}
                >
                  <Stack gap={4} mt={4}>
                    {profile.licence.file ? (
                      <Text size="sm">Đã tải lên: {profile.licence.file.name}</Text>
                    ) : null}
                    <FileInput
                      name="labor_license_file"
                      accept="image/jpeg,image/png,application/pdf"
                      placeholder="Chọn tệp giấy phép XKLĐ"
                      clearable
                      fileInputProps={{ 'aria-label': 'Chọn bản scan giấy phép xuất khẩu lao động' }}
                    />
                  </Stack>
                </Input.Wrapper>
                <Text size="sm" c="dimmed" style={{ gridColumn: '1 / -1' }}>
                  {LicenceText.incomplete} Sửa số, ngày cấp, cơ quan cấp hoặc bản scan thì giấy phép được xác
                  minh lại.
                </Text>
              </SimpleGrid>
            ) : null}
          </Stack>
        </Fieldset>

        <Fieldset legend="Giấy phép kinh doanh và liên hệ" radius="md">
          <Stack gap="sm">
            <Input.Wrapper
              label="Giấy phép kinh doanh (jpg, png, pdf, tối đa 10 MB)"
              error={err('business_license')}
              withAsterisk={!profile.business_license}
            >
              <Stack gap={4} mt={4}>
                {profile.business_license ? (
                  <Text size="sm">
                    Đã tải lên: {profile.business_license.name} ·{' '}
                    <Anchor href="/api/company/profile/business-license">Tải xuống</Anchor>
                  </Text>
                ) : null}
                <FileInput
                  name="business_license"
                  accept="image/jpeg,image/png,application/pdf"
                  placeholder="Chọn tệp giấy phép (ảnh hoặc PDF)"
                  clearable
                  fileInputProps={{ 'aria-label': 'Chọn tệp giấy phép kinh doanh' }}
                />
              </Stack>
            </Input.Wrapper>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                name="contact_name"
                label="Người liên hệ"
                defaultValue={profile.contact_name ?? ''}
                error={err('contact_name')}
                withAsterisk
              />
              <TextInput
                name="contact_phone"
                label="Số điện thoại liên hệ"
                inputMode="tel"
                defaultValue={profile.contact_phone ?? ''}
                error={err('contact_phone')}
                withAsterisk
              />
              <TextInput
                name="contact_email"
                label="Email liên hệ"
                inputMode="email"
                defaultValue={profile.contact_email ?? ''}
                error={err('contact_email')}
                withAsterisk
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Group justify="flex-end">
          <Button type="submit" size="md" loading={submitting}>
            Lưu thông tin
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
