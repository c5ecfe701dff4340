import { CURRENCIES, SALARY_PERIODS } from '@app/contract/client';
import { Fieldset, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { RichTextEditor } from '../editor/RichTextEditor.tsx';
import type { SectionProps } from './JobFormSections.tsx';
import { MoneyInput } from './MoneyInput.tsx';
import { VnDateInput } from './VnDateInput.tsx';

const list = (options: readonly { value: string; label: string }[]) =>
  options.map((o) => ({ value: o.value, label: o.label }));

export function MoneySection({
  defaults,
  err,
  currency,
  onCurrency,
}: SectionProps & { currency: string; onCurrency: (c: string) => void }) {
  return (
    <Fieldset legend="Lương và chi phí" radius="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            name="salary_currency"
            label="Đơn vị tiền lương"
            data={list(CURRENCIES)}
            value={currency}
            onChange={(v) => v && onCurrency(v)}
            allowDeselect={false}
            searchable
            nothingFoundMessage="Không tìm thấy"
            error={err('salary_currency')}
          />
          <Select
            name="salary_period"
            label="Lương tính theo"
            data={list(SALARY_PERIODS)}
            defaultValue={defaults.salary_period}
            allowDeselect={false}
            error={err('salary_period')}
          />
          <MoneyInput
            name="salary_min"
            label="Lương tối thiểu"
            currency={currency}
            defaultValue={defaults.salary_min}
            error={err('salary_min')}
          />
          <MoneyInput
            name="salary_max"
            label="Lương tối đa"
            currency={currency}
            defaultValue={defaults.salary_max}
            error={err('salary_max')}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt={-4}>
          Để trống cả hai ô lương nếu mức lương thỏa thuận.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <MoneyInput
            name="expense_max"
            label="Tổng chi phí ứng viên trả"
            description="Không vượt quá 2 tỷ đồng"
            currency="VND"
            defaultValue={defaults.expense_max}
            error={err('expense_max')}
          />
          <MoneyInput
            name="bonus_main"
            label="Thưởng chính"
            description="Số tiền thưởng (VND)"
            currency="VND"
            defaultValue={defaults.bonus_main}
            error={err('bonus_main')}
          />
          <MoneyInput
            name="bonus_warranty"
            label="Thưởng bảo hành"
            description="Số tiền thưởng (VND)"
            currency="VND"
            defaultValue={defaults.bonus_warranty}
            error={err('bonus_warranty')}
          />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}

export function DatesSection({ defaults, err, kind }: SectionProps & { kind: string }) {
  return (
    <Fieldset legend="Thời hạn" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <VnDateInput
          name="deadline"
          label="Hạn nộp hồ sơ"
          defaultValue={defaults.deadline || null}
          error={err('deadline')}
          withAsterisk
        />
        {kind === 'domestic' ? null : (
          <VnDateInput
            name="expected_flight_date"
            label="Lịch bay dự kiến"
            defaultValue={defaults.expected_flight_date || null}
            error={err('expected_flight_date')}
          />
        )}
      </SimpleGrid>
    </Fieldset>
  );
}

export function DescriptionSection({ defaults, err }: SectionProps) {
  return (
    <Fieldset legend="Mô tả" radius="md">
      <Stack gap="md">
        <RichTextEditor
          name="description"
          label="Mô tả công việc"
          defaultValue={defaults.description}
          error={err('description')}
          required
        />
        <RichTextEditor
          name="requirements"
          label="Yêu cầu"
          defaultValue={defaults.requirements}
          error={err('requirements')}
        />
        <RichTextEditor
          name="benefits"
          label="Quyền lợi"
          defaultValue={defaults.benefits}
          error={err('benefits')}
        />
      </Stack>
    </Fieldset>
  );
}
