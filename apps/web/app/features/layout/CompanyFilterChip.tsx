import { CloseButton, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

/** "Công ty: X ×" above an admin list filtered by one company; the cross removes that filter. */
export function CompanyFilterChip({ name, clearTo }: { name: string; clearTo: string }) {
  return (
    <Group gap={4} data-testid="company-filter">
      <Text size="sm">
        Công ty: <b>{name}</b>
      </Text>
      <CloseButton size="sm" aria-label="Bỏ lọc theo công ty" component={Link} to={clearTo} />
    </Group>
  );
}
