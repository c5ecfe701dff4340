import { Button, Group } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * The buttons at the end of a list's filter form: submit, and "Xóa lọc" back to the unfiltered
 * list while a filter is applied (`onClear` empties the controlled search box on the way).
 */
export function FilterActions({
  submitLabel,
  filtered,
  clearTo,
  onClear,
}: {
  submitLabel: string;
  filtered: boolean;
  clearTo: string;
  onClear: () => void;
}) {
  return (
    <Group gap="xs">
      <Button type="submit" leftSection={<IconSearch size={16} />}>
        {submitLabel}
      </Button>
      {filtered ? (
        <Button
          component={Link}
          to={clearTo}
          variant="subtle"
          color="gray"
          leftSection={<IconX size={16} />}
          onClick={onClear}
        >
          Xóa lọc
        </Button>
      ) : null}
    </Group>
  );
}
