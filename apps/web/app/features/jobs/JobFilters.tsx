import {
  Box,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconFilter, IconX } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  type Choice,
  educationChoices,
  type FilterOptions,
  genderChoices,
  kindChoices,
  salaryLabel,
  salaryMaxChoices,
  salaryMinChoices,
  withCurrent,
} from './filter-options.ts';
import { LIST_PATH } from './format.ts';
import classes from './JobFilters.module.css';
import { filterSearch, type JobFilters, searchFromForm } from './search-params.ts';

const ALL = { value: '', label: 'Tất cả' };
/** Group titles read like the other fields' labels. */
const LEGEND_STYLES = {
  legend: { fontWeight: 500, fontSize: 'var(--mantine-font-size-sm)', marginBottom: 4 },
};

/**
 * A group of checkboxes as plain inputs styled like Mantine's Checkbox: the job list renders
 * dozens of them, and each Mantine Checkbox added four wrappers, an id and inline variables.
 */
function CheckList({
  legend,
  name,
  choices,
  selected,
  scroll,
}: {
  legend: string;
  name: string;
  choices: Choice[];
  selected: string[];
  scroll?: boolean;
}) {
  return (
    <Fieldset legend={legend} variant="unstyled" p={0} styles={LEGEND_STYLES}>
      <Box
        mah={scroll ? 232 : undefined}
        style={scroll ? { overflowY: 'auto', overscrollBehavior: 'contain' } : undefined}
        pr={scroll ? 4 : 0}
        pt={4}
      >
        <div className={classes.checkList}>
          {choices.map((c) => (
            <label key={c.value} className={classes.check}>
              <input
                type="checkbox"
                className={classes.checkInput}
                name={name}
                value={c.value}
                defaultChecked={selected.includes(c.value)}
              />
              <span>{c.label}</span>
            </label>
          ))}
        </div>
      </Box>
    </Fieldset>
  );
}

/**
 * Every filter of `GET /listJobs` in one GET form: it works as a plain HTML form before (or
 * without) JavaScript; with JavaScript it navigates to the tidy URL without empty fields.
 * Native selects and inputs: they work without scripts and open the phone's own pickers.
 */
export function JobFilterForm({
  filters,
  options,
  onApplied,
}: {
  filters: JobFilters;
  options: FilterOptions;
  onApplied?: () => void;
}) {
  const navigate = useNavigate();
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onApplied?.();
    navigate(`${LIST_PATH}${searchFromForm(new FormData(e.currentTarget))}`);
  };
  const clearHref = `${LIST_PATH}${filterSearch({ ...filters, page: 1 }, { kind: [], nation: [], province: [], work: [], field: [], tag: [], salary_min: '', salary_max: '', age: '', gender: '', education: '', deadline_before: '' })}`;

  return (
    <form method="get" action={LIST_PATH} onSubmit={onSubmit} aria-label="Bộ lọc chương trình">
      <input type="hidden" name="search" value={filters.search} />
      <input type="hidden" name="sort" value={filters.sort} />
      <Stack gap="lg">
        <CheckList legend="Loại chương trình" name="kind" choices={kindChoices} selected={filters.kind} />
        <CheckList
          legend="Quốc gia"
          name="nation"
          choices={options.nations}
          selected={filters.nation}
          scroll
        />
        <NativeSelect
          name="province"
          label="Tỉnh/thành phố (việc trong nước)"
          data={[ALL, ...options.provinces]}
          defaultValue={filters.province[0] ?? ''}
        />
        <NativeSelect
          name="work"
          label="Ngành nghề"
          data={[ALL, ...options.works]}
          defaultValue={filters.work[0] ?? ''}
        />
        <NativeSelect
          name="field"
          label="Lĩnh vực"
          data={[ALL, ...options.fields]}
          defaultValue={filters.field[0] ?? ''}
        />
        <Fieldset legend="Mức lương (quy đổi VNĐ/tháng)" variant="unstyled" p={0} styles={LEGEND_STYLES}>
          <SimpleGrid cols={2} spacing="xs" pt={4}>
            <NativeSelect
              name="salary_min"
              aria-label="Lương từ"
              data={[
                { value: '', label: 'Từ: bất kỳ' },
                ...withCurrent(salaryMinChoices, filters.salary_min, (v) => salaryLabel('salary_min', v)),
              ]}
              defaultValue={filters.salary_min}
            />
            <NativeSelect
              name="salary_max"
              aria-label="Lương đến"
              data={[
                { value: '', label: 'Đến: bất kỳ' },
                ...withCurrent(salaryMaxChoices, filters.salary_max, (v) => salaryLabel('salary_max', v)),
              ]}
              defaultValue={filters.salary_max}
            />
          </SimpleGrid>
        </Fieldset>
        <SimpleGrid cols={2} spacing="xs">
          <TextInput
            name="age"
            label="Tuổi của bạn"
            type="number"
            inputMode="numeric"
            min={14}
            max={80}
            placeholder="Ví dụ: 24"
            defaultValue={filters.age}
          />
          <NativeSelect
            name="gender"
            label="Giới tính"
            data={[ALL, ...genderChoices]}
            defaultValue={filters.gender}
          />
        </SimpleGrid>
        <NativeSelect
          name="education"
          label="Trình độ học vấn của bạn"
          data={[ALL, ...educationChoices]}
          defaultValue={filters.education}
        />
        <TextInput
          name="deadline_before"
          label="Hạn nộp hồ sơ trước ngày"
          type="date"
          defaultValue={filters.deadline_before}
        />
        {options.tags.length > 0 ? (
          <CheckList legend="Đặc điểm" name="tag" choices={options.tags} selected={filters.tag} />
        ) : null}
        <Box
          pos="sticky"
          bottom={0}
          py="sm"
          bg="var(--mantine-color-body)"
          style={{ borderTop: '1px solid var(--mantine-color-gray-2)', zIndex: 2 }}
        >
          <Group gap="xs" wrap="nowrap">
            <Button type="submit" leftSection={<IconFilter size={16} aria-hidden />} style={{ flex: 1 }}>
              Xem kết quả
            </Button>
            <Button
              component={Link}
              to={clearHref}
              variant="subtle"
              color="gray"
              px="xs"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={onApplied}
            >
              Xóa lọc
            </Button>
          </Group>
          <Text size="xs" c="dimmed" mt={6}>
            Mức lương ngoại tệ được quy đổi theo tỷ giá mới nhất để so sánh.
          </Text>
        </Box>
      </Stack>
    </form>
  );
}
