import { Button, Container, Flex, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHome, IconListSearch, IconTool } from '@tabler/icons-react';
import { comingSoonContent } from './comingSoon.content.ts';

export { comingSoonMeta } from './comingSoon.content.ts';

/** `/coming-soon`: shown by the coming-soon guard for features that are not open yet. */
export function ComingSoonPage() {
  const { title, paragraphs, homeLink, programmesLink } = comingSoonContent;
  return (
    <Container size="xs" px="md" py={{ base: 48, sm: 96 }}>
      <Stack align="center" gap="lg" ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
          <IconTool size={40} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }} textWrap="balance">
          {title}
        </Title>
        <Stack gap="xs">
          {paragraphs.map((text) => (
            <Text key={text} c="dimmed" size="lg" lh={1.6}>
              {text}
            </Text>
          ))}
        </Stack>
        <Flex direction={{ base: 'column', xs: 'row' }} gap="sm" justify="center" w="100%">
          <Button component="a" href={homeLink.href} size="md" leftSection={<IconHome size={18} />}>
            {homeLink.label}
          </Button>
          <Button
            component="a"
            href={programmesLink.href}
            size="md"
            variant="light"
            leftSection={<IconListSearch size={18} />}
          >
            {programmesLink.label}
          </Button>
        </Flex>
      </Stack>
    </Container>
  );
}
