import { Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** One block of the dashboard: a titled card (the title names the region for screen readers). */
export function Block({
  title,
  description,
  children,
  testId,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      data-testid={testId}
    >
      <Stack gap="sm">
        <div>
          <Title order={2} fz={{ base: 17, sm: 19 }} id={id}>
            {title}
          </Title>
          {description ? (
            <Text size="xs" c="dimmed">
              {description}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
