import { CURRENCIES, isWholeUnitCurrency, type SalaryPeriod } from '@app/contract/client';
import {
  CONTRACT_MONTHS_MAX,
  COST_CATEGORIES,
  COST_ITEMS_MAX,
  COST_PAID_WHEN,
  type CostItem,
  CostSheetMessage,
  checkServiceFee,
  feeCapText,
  isSeafarerOrder,
  serviceFeeCap,
} from '@app/contract/cost-sheet';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { SectionProps } from './JobFormSections.tsx';

/** An item as the form edits it: the amount may be empty while typed. */
type DraftItem = Omit<CostItem, 'amount'> & { amount: number | '' };

/** What the cap depends on, read from the rest of the form at each change. */
export interface CapFormFacts {
  salaryMin: number | null;
  salaryCurrency: string;
  salaryPeriod: SalaryPeriod;
  nationCode: string;
  occupation: string | null;
  field: string | null;
}

const list = (options: readonly { value: string; label: string }[]) =>
  options.map((o) => ({ value: o.value, label: o.label }));

/**
 * The cost sheet of a labour-export order (ADR 0031): contract length and items, posted as one JSON
 * field. Shows the legal cap of the service fee as the company types and warns above it, with the
 * same functions the API refuses with (fees in another currency are converted and checked on
 * sending: the form has no exchange rates).
 */
export function CostSheetSection({ defaults, err, facts }: SectionProps & { facts: CapFormFacts }) {
  const [months, setMonths] = useState<number | ''>(
    defaults.contract_months === '' ? '' : Number(defaults.contract_months),
  );
  const [items, setItems] = useState<DraftItem[]>(defaults.cost_items);
  const cap = serviceFeeCap({
    ...facts,
    contractMonths: months === '' ? null : months,
    seafarer: isSeafarerOrder(facts.occupation, facts.field),
  });
  const sameCurrencyFees = items
    .filter((i) => i.category === 'service_fee' && i.amount !== '' && i.currency === cap?.currency)
    .map((i) => ({ ...i, amount: Number(i.amount) }));
  const check = cap ? checkServiceFee(sameCurrencyFees, cap, {}) : null;
  const hasFee = items.some((i) => i.category === 'service_fee');
  const update = (index: number, patch: Partial<DraftItem>) =>
    setItems((all) => all.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const itemErr = (index: number, field: string) => err(`cost_items.${index}.${field}`);
  const listErr = err('cost_items');

  return (
    <Fieldset legend="Chi phí của người lao động" radius="md" data-testid="cost-sheet">
      <Stack gap="sm">
        <input type="hidden" name="cost_items" value={JSON.stringify(items)} />
        <NumberInput
          name="contract_months"
          label="Thời hạn hợp đồng (tháng)"
          min={1}
          max={CONTRACT_MONTHS_MAX}
          allowDecimal={false}
          allowNegative={false}
          value={months}
          onChange={(v) => setMonths(v === '' ? '' : Number(v))}
          error={err('contract_months')}
          withAsterisk
        />
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: items have no id; the index is their place in the sheet
          <Paper key={index} withBorder p="sm" radius="md" data-testid="cost-item">
            <Stack gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <Select
                  label="Khoản chi phí"
                  data={list(COST_CATEGORIES)}
                  value={item.category}
                  onChange={(v) => v && update(index, { category: v as DraftItem['category'] })}
                  allowDeselect={false}
                  error={itemErr(index, 'category')}
                />
                <NumberInput
                  label="Số tiền"
                  thousandSeparator="."
                  decimalSeparator=","
                  allowDecimal={!isWholeUnitCurrency(item.currency)}
                  allowNegative={false}
                  hideControls
                  inputMode="decimal"
                  value={item.amount}
                  onChange={(v) => update(index, { amount: v === '' ? '' : Number(v) })}
                  error={itemErr(index, 'amount')}
                />
                <Select
                  label="Đơn vị tiền"
                  data={list(CURRENCIES)}
                  value={item.currency}
                  onChange={(v) => v && update(index, { currency: v })}
                  allowDeselect={false}
                  error={itemErr(index, 'currency')}
                />
                <Select
                  label="Thời điểm nộp"
                  data={list(COST_PAID_WHEN)}
                  value={item.paid_when}
                  onChange={(v) => v && update(index, { paid_when: v as DraftItem['paid_when'] })}
                  allowDeselect={false}
                  error={itemErr(index, 'paid_when')}
                />
                <TextInput
                  label="Ghi chú"
                  maxLength={300}
                  value={item.note ?? ''}
                  onChange={(e) => update(index, { note: e.currentTarget.value })}
                  error={itemErr(index, 'note')}
                />
              </SimpleGrid>
              <Group justify="space-between">
                <Checkbox
                  label="Được hoàn lại"
                  checked={item.refundable}
                  onChange={(e) => update(index, { refundable: e.currentTarget.checked })}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Xóa khoản chi phí ${index + 1}`}
                  onClick={() => setItems((all) => all.filter((_, i) => i !== index))}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Stack>
          </Paper>
        ))}
        {items.length < COST_ITEMS_MAX ? (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() =>
              setItems((all) => [
                ...all,
                {
                  category: all.some((i) => i.category === 'service_fee') ? 'other' : 'service_fee',
                  amount: '',
                  currency: facts.salaryCurrency,
                  paid_when: 'after_contract',
                  refundable: false,
                  note: null,
                },
              ])
            }
          >
            Thêm khoản chi phí
          </Button>
        ) : null}
        {listErr ? (
          <Text c="red" size="sm" role="alert" data-testid="cost-items-error">
            {listErr}
          </Text>
        ) : null}
        <Text size="sm" data-testid="fee-cap">
          {cap
            ? `Mức trần phí dịch vụ theo luật: ${feeCapText(cap)}.`
            : hasFee
              ? CostSheetMessage.salaryNeeded
              : 'Mức trần phí dịch vụ: 1 tháng lương cơ bản cho mỗi 12 tháng hợp đồng (thuyền viên 1,5 tháng).'}
        </Text>
        {check && !check.ok ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="fee-cap-warning">
            {check.message}
          </Alert>
        ) : null}
        <Text size="xs" c="dimmed">
          {CostSheetMessage.lawNote}
        </Text>
      </Stack>
    </Fieldset>
  );
}
