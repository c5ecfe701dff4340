import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { parseVnDate } from './vn-date.ts';

/**
 * A date shown and typed as DD/MM/YYYY whatever the browser's language (a native date input
 * follows the browser's locale), with a Vietnamese calendar; the form posts 'YYYY-MM-DD'
 * (Mantine's hidden input under `name`), which the API's date rules read.
 */
export function VnDateInput(props: DateInputProps) {
  return (
    <DateInput
      valueFormat="DD/MM/YYYY"
      dateParser={parseVnDate}
      placeholder="dd/mm/yyyy"
      leftSection={<IconCalendar size={16} aria-hidden />}
      clearable
      popoverProps={{ withinPortal: true }}
      {...props}
    />
  );
}
