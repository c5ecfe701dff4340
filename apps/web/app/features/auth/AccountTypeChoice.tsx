import type { AccountTypeChoice as Choice } from '@app/contract';
import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingSkyscraper, IconUserSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './AccountTypeChoice.module.css';

const CHOICES: readonly { value: Choice; title: string; description: string; icon: ReactNode }[] = [
  {
    value: 'employee',
    title: 'Người tìm việc',
    description:
      'Ứng viên: tìm việc làm trong nước, du học và xuất khẩu lao động, ứng tuyển và theo dõi hồ sơ.',
    icon: <IconUserSearch size={26} stroke={1.6} />,
  },
  {
    value: 'company',
    title: 'Doanh nghiệp / Trung tâm',
    description:
      'Công ty, trung tâm du học hoặc XKLĐ: đăng tin tuyển dụng, chương trình và quản lý ứng viên.',
    icon: <IconBuildingSkyscraper size={26} stroke={1.6} />,
  },
];

/**
 * Two large radio cards (native inputs, so the form posts `type` like any field and the keyboard
 * works); the title is the radio's name, the description its description.
 */
export function AccountTypeChoice({
  value,
  onChange,
  error,
}: {
  value: Choice | null;
  onChange: (value: Choice) => void;
  error?: string | undefined;
}) {
  return (
    <Stack
      component="fieldset"
      gap="sm"
      m={0}
      p={0}
      style={{ border: 0, minWidth: 0 }}
      className={error ? classes.error : undefined}
      aria-describedby={error ? 'account-type-error' : undefined}
    >
      <Text component="legend" fw={600} size="sm" mb="xs" p={0}>
        Bạn là
      </Text>
      {CHOICES.map((c) => (
        <label key={c.value} className={classes.card} data-testid={`account-type-${c.value}`}>
          <input
            className={classes.radio}
            type="radio"
            name="type"
            value={c.value}
            checked={value === c.value}
            onChange={() => onChange(c.value)}
            aria-labelledby={`account-type-${c.value}-title`}
            aria-describedby={`account-type-${c.value}-description`}
          />
          <Group gap="md" wrap="nowrap" align="flex-start" className={classes.body}>
            <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
              {c.icon}
            </ThemeIcon>
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Text id={`account-type-${c.value}-title`} fw={700} fz="lg" lh={1.3}>
                {c.title}
              </Text>
              <Text id={`account-type-${c.value}-description`} size="sm" c="dimmed" lh={1.5}>
                {c.description}
              </Text>
            </Stack>
          </Group>
        </label>
      ))}
      {error ? (
        <Text id="account-type-error" c="red" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
