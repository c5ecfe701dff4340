import { JOB_AGE_MAX, JOB_AGE_MIN, JOB_QUANTITY_MAX } from '@app/contract';
import { JOB_EDUCATION_LEVELS, JOB_GENDERS, JOB_KINDS, WORKING_TYPES } from '@app/contract/client';
import { Fieldset, MultiSelect, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ThumbnailInput } from '../editor/ThumbnailInput.tsx';
import type { JobFormOptions } from './form-options.server.ts';
import type { JobFormDefaults } from './job-form-values.ts';

type Err = (field: string) => string | undefined;
const list = (options: readonly { value: string; label: string }[]) =>
  options.map((o) => ({ value: o.value, label: o.label }));

export interface SectionProps {
  defaults: JobFormDefaults;
  err: Err;
}

export function GeneralSection({
  defaults,
  err,
  options,
  kind,
  onKind,
  thumbnail,
}: SectionProps & {
  options: JobFormOptions;
  kind: string;
  onKind: (kind: string) => void;
  thumbnail: string | null;
}) {
  const domestic = kind === 'domestic';
  // Fields that fit the kind of offer first; every field stays available (the field is optional).
  const fields =
    kind === 'study_abroad'
      ? [
          { group: 'Du học', items: options.fields.study },
          { group: 'Xuất khẩu lao động', items: options.fields.labor },
        ]
      : [
          { group: 'Xuất khẩu lao động', items: options.fields.labor },
          { group: 'Du học', items: options.fields.study },
        ];
  return (
    <Fieldset legend="Thông tin chung" radius="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            name="kind"
            label="Loại tin"
            data={list(JOB_KINDS)}
            value={kind}
            onChange={(v) => v && onKind(v)}
            allowDeselect={false}
            error={err('kind')}
            withAsterisk
          />
          <Select
            name="work_id"
            label="Ngành nghề"
            placeholder="Chọn ngành nghề"
            data={options.works}
            defaultValue={defaults.work_id}
            searchable
            nothingFoundMessage="Không tìm thấy"
            error={err('work_id')}
            withAsterisk
          />
        </SimpleGrid>
        <TextInput
          name="title"
          label="Tiêu đề"
          placeholder="Ví dụ: Đơn hàng hàn bán tự động tại Aichi, Nhật Bản"
          defaultValue={defaults.title}
          maxLength={200}
          error={err('title')}
          withAsterisk
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {domestic ? (
            <>
              <input type="hidden" name="nation_code" value="VN" />
              <Select
                key="province"
                name="province_code"
                label="Tỉnh/Thành phố"
                placeholder="Chọn tỉnh/thành phố"
                data={options.provinces}
                defaultValue={defaults.province_code}
                searchable
                nothingFoundMessage="Không tìm thấy"
                error={err('province_code')}
                withAsterisk
              />
            </>
          ) : (
            <Select
              key="nation"
              name="nation_code"
              label="Quốc gia"
              placeholder="Chọn quốc gia"
              data={options.nations}
              defaultValue={defaults.nation_code}
              searchable
              nothingFoundMessage="Không tìm thấy"
              error={err('nation_code')}
              withAsterisk
            />
          )}
          <TextInput
            name="location"
            label="Nơi làm việc"
            placeholder={domestic ? 'Ví dụ: KCN Hòa Khánh, Liên Chiểu' : 'Ví dụ: Tỉnh Aichi'}
            defaultValue={defaults.location}
            maxLength={200}
            error={err('location')}
          />
          <Select
            name="field_id"
            label="Lĩnh vực"
            placeholder="Chọn lĩnh vực"
            data={fields}
            defaultValue={defaults.field_id}
            searchable
            clearable
            nothingFoundMessage="Không tìm thấy"
            error={err('field_id')}
          />
          <NumberInput
            name="quantity"
            label="Số lượng tuyển"
            placeholder="Số người"
            min={1}
            max={JOB_QUANTITY_MAX}
            allowDecimal={false}
            allowNegative={false}
            defaultValue={defaults.quantity}
            error={err('quantity')}
            withAsterisk
          />
          <Select
            name="working_type"
            label="Hình thức làm việc"
            data={list(WORKING_TYPES)}
            defaultValue={defaults.working_type}
            allowDeselect={false}
            error={err('working_type')}
          />
        </SimpleGrid>
        <MultiSelect
          name="tag_ids"
          label="Thẻ"
          placeholder="Chọn thẻ"
          data={options.tags}
          defaultValue={defaults.tag_ids}
          searchable
          nothingFoundMessage="Không tìm thấy"
          error={err('tag_ids')}
        />
        <MultiSelect
          name="equipment_ids"
          label="Tiện ích, chế độ"
          placeholder="Ký túc xá, bữa ăn, bảo hộ…"
          data={options.equipments}
          defaultValue={defaults.equipment_ids}
          searchable
          nothingFoundMessage="Không tìm thấy"
          error={err('equipment_ids')}
        />
        <ThumbnailInput thumbnail={thumbnail} error={err('thumbnail')} />
      </Stack>
    </Fieldset>
  );
}

export function CandidateSection({ defaults, err, options }: SectionProps & { options: JobFormOptions }) {
  return (
    <Fieldset legend="Yêu cầu ứng viên" radius="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Select
            name="gender"
            label="Giới tính"
            data={list(JOB_GENDERS)}
            defaultValue={defaults.gender}
            allowDeselect={false}
            error={err('gender')}
            style={{ gridColumn: 'span 2' }}
          />
          <NumberInput
            name="age_min"
            label="Tuổi từ"
            min={JOB_AGE_MIN}
            max={JOB_AGE_MAX}
            allowDecimal={false}
            allowNegative={false}
            defaultValue={defaults.age_min}
            error={err('age_min')}
          />
          <NumberInput
            name="age_max"
            label="Đến tuổi"
            min={JOB_AGE_MIN}
            max={JOB_AGE_MAX}
            allowDecimal={false}
            allowNegative={false}
            defaultValue={defaults.age_max}
            error={err('age_max')}
          />
        </SimpleGrid>
        <Select
          name="education"
          label="Trình độ học vấn"
          data={list(JOB_EDUCATION_LEVELS)}
          defaultValue={defaults.education}
          allowDeselect={false}
          error={err('education')}
        />
        <MultiSelect
          name="skill_ids"
          label="Kỹ năng"
          placeholder="Chọn kỹ năng"
          data={options.skills}
          defaultValue={defaults.skill_ids}
          searchable
          nothingFoundMessage="Không tìm thấy"
          error={err('skill_ids')}
        />
      </Stack>
    </Fieldset>
  );
}
