import {
  Anchor,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowRight,
  IconBell,
  IconBuilding,
  IconCash,
  IconCertificate,
  IconClipboardCheck,
  IconFileCv,
  IconLock,
  IconSchool,
  IconSearch,
  IconShieldCheck,
  IconUser,
  IconUserPlus,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type IntroCard, type IntroIconName, introductionContent } from './introduction.content.ts';
import { renderInlineText } from './StaticArticle.tsx';

export { introductionMeta } from './introduction.content.ts';

const ICONS: Record<IntroIconName, TablerIcon> = {
  candidate: IconUser,
  company: IconBuilding,
  school: IconSchool,
  search: IconSearch,
  apply: IconFileCv,
  track: IconBell,
  register: IconUserPlus,
  review: IconClipboardCheck,
  applicants: IconUsers,
  moderation: IconShieldCheck,
  licence: IconCertificate,
  cost: IconCash,
  privacy: IconLock,
};

function CardGrid({ cards, numbered }: { cards: readonly IntroCard[]; numbered?: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
      {cards.map((card, index) => {
        const Icon = ICONS[card.icon];
        return (
          <Paper key={card.title} withBorder p="lg" radius="md">
            <Stack gap="sm">
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                <Icon size={26} stroke={1.6} />
              </ThemeIcon>
              {numbered ? (
                <Text size="sm" fw={600} c="dimmed">
                  Bước {index + 1}
                </Text>
              ) : null}
              <Title order={3} fz="h4">
                {card.title}
              </Title>
              <Text lh={1.6}>{card.text}</Text>
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

function Block({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="md">
      <Title order={2} fz={{ base: 'h3', sm: 'h2' }}>
        {heading}
      </Title>
      {children}
    </Stack>
  );
}

/** `/introduction`: what ViệcXa is, who it is for and how it works. */
export function IntroductionPage() {
  const c = introductionContent;
  return (
    <Container size="md" px={{ base: 'md', sm: 'lg' }} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap={48}>
        <Stack gap="md">
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }} textWrap="balance">
            {c.title}
          </Title>
          {c.intro.map((text) => (
            <Text key={text} size="lg" lh={1.7}>
              {text}
            </Text>
          ))}
        </Stack>

        <Block heading={c.audienceHeading}>
          <CardGrid cards={c.audiences} />
        </Block>

        <Block heading={c.candidateStepsHeading}>
          <CardGrid cards={c.candidateSteps} numbered />
        </Block>

        <Block heading={c.companyStepsHeading}>
          <CardGrid cards={c.companySteps} numbered />
        </Block>

        <Block heading={c.trustHeading}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {c.trustPoints.map((point) => {
              const Icon = ICONS[point.icon];
              return (
                <Paper key={point.title} withBorder p="lg" radius="md">
                  <Stack gap="sm">
                    <ThemeIcon size={44} radius="md" color="teal" variant="light" aria-hidden>
                      <Icon size={26} stroke={1.6} />
                    </ThemeIcon>
                    <Title order={3} fz="h4">
                      {point.title}
                    </Title>
                    <Text lh={1.6}>{point.text}</Text>
                  </Stack>
                </Paper>
              );
            })}
          </SimpleGrid>
        </Block>

        <Paper
          component="section"
          p={{ base: 'md', sm: 'lg' }}
          radius="md"
          withBorder
          bg="var(--mantine-color-orange-light)"
          style={{ borderColor: 'var(--mantine-color-orange-outline)' }}
        >
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap" align="center">
              <ThemeIcon size={36} radius="xl" color="orange" variant="light" aria-hidden>
                <IconAlertTriangle size={22} />
              </ThemeIcon>
              <Title order={2} fz={{ base: 'h4', sm: 'h3' }}>
                {c.safetyHeading}
              </Title>
            </Group>
            <List spacing="xs" withPadding lh={1.7}>
              {c.safetyTips.map((tip) => (
                <List.Item key={tip}>{renderInlineText(tip)}</List.Item>
              ))}
            </List>
            <Anchor href={c.safetyLink.href} fw={500}>
              {c.safetyLink.label}
            </Anchor>
          </Stack>
        </Paper>

        <Block heading={c.ctaHeading}>
          <Text lh={1.7}>{c.ctaText}</Text>
          <Stack gap="sm">
            {c.ctaLinks.map((link) => (
              <Anchor key={link.href} href={link.href} fw={600} size="lg">
                <IconArrowRight size={18} style={{ verticalAlign: 'middle', marginRight: 6 }} aria-hidden />
                {link.label}
              </Anchor>
            ))}
          </Stack>
        </Block>
      </Stack>
    </Container>
  );
}
