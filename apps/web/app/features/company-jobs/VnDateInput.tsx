import '@mantine/dates/styles.layer.css';
import { DateInput, type DateInputProps, DatesProvider } from '@mantine/dates';
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import { IconCalendar } from '@tabler/icons-react';
import { parseVnDate } from './vn-date.ts';

// The calendar's month and day names; only the date picker uses dayjs, so it loads here.
dayjs.locale('vi');
const DATES_SETTINGS = { locale: 'vi', firstDayOfWeek: 1 } as const;

/**
 * A date shown and typed as DD/MM/YYYY whatever the browser's language (a native date input
 * follows the browser's locale), with a Vietnamese calendar; the form posts 'YYYY-MM-DD'
 * (Mantine's hidden input under `name`), which the API's date rules read.
 */
export function VnDateInput(props: DateInputProps) {
  return (
    <DatesProvider settings={DATES_SETTINGS}>
      <DateInput
        valueFormat="DD/MM/YYYY"
        dateParser={parseVnDate}
        placeholder="dd/mm/yyyy"
        leftSection={<IconCalendar size={16} aria-hidden />}
        clearable
        // The clear button shows once a date is set; without a name screen readers say "button".
        clearButtonProps={{ 'aria-label': 'Xóa ngày' }}
        popoverProps={{ withinPortal: true }}
        {...props}
      />
    </DatesProvider>
  );
}
