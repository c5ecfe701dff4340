import { Anchor, Container, Divider, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { StaticArticleContent, StaticSection } from './types.ts';

const EMAIL_SPLIT = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;
const EMAIL_EXACT = /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/;

/** Turns e-mail addresses inside plain text into `mailto:` links. */
export function renderInlineText(text: string): ReactNode {
  const parts = text.split(EMAIL_SPLIT).filter((part) => part !== '');
  if (parts.length === 1) return text;
  let offset = 0;
  return parts.map((part) => {
    const key = offset;
    offset += part.length;
    return EMAIL_EXACT.test(part) ? (
      <Anchor key={key} href={`mailto:${part}`}>
        {part}
      </Anchor>
    ) : (
      <span key={key}>{part}</span>
    );
  });
}

export function sectionId(index: number): string {
  return `muc-${index + 1}`;
}

function Paragraphs({ texts }: { texts: readonly string[] | undefined }) {
  if (!texts || texts.length === 0) return null;
  return texts.map((text) => (
    <Text key={text} lh={1.7}>
      {renderInlineText(text)}
    </Text>
  ));
}

function ArticleSection({ section, index }: { section: StaticSection; index: number }) {
  const body = (
    <Stack gap="sm">
      <Title order={2} fz={{ base: 'h4', sm: 'h3' }} id={sectionId(index)} style={{ scrollMarginTop: 80 }}>
        {index + 1}. {section.heading}
      </Title>
      <Paragraphs texts={section.paragraphs} />
      {section.items && section.items.length > 0 ? (
        <List spacing="xs" withPadding lh={1.7}>
          {section.items.map((item) => (
            <List.Item key={item}>{renderInlineText(item)}</List.Item>
          ))}
        </List>
      ) : null}
      <Paragraphs texts={section.closing} />
      {section.links && section.links.length > 0 ? (
        <Group gap="md">
          {section.links.map((link) => (
            <Anchor key={link.href} href={link.href} fw={500}>
              {link.label}
            </Anchor>
          ))}
        </Group>
      ) : null}
    </Stack>
  );

  if (section.tone === 'warning') {
    return (
      <Paper
        component="section"
        p={{ base: 'md', sm: 'lg' }}
        radius="md"
        withBorder
        bg="var(--mantine-color-orange-light)"
        style={{ borderColor: 'var(--mantine-color-orange-outline)' }}
      >
        {body}
      </Paper>
    );
  }
  return <section>{body}</section>;
}

export interface StaticArticleProps {
  content: StaticArticleContent;
  /** Show a linked list of sections under the intro; defaults to on for more than five sections. */
  withTableOfContents?: boolean;
}

/** Shared layout for long text pages (privacy policy, terms): readable on a 390 px phone. */
export function StaticArticle({ content, withTableOfContents }: StaticArticleProps) {
  const showToc = withTableOfContents ?? content.sections.length > 5;
  return (
    <Container size="md" px={{ base: 'md', sm: 'lg' }} py={{ base: 'lg', sm: 'xl' }}>
      <Stack component="article" gap="lg">
        <Stack gap="xs">
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }} textWrap="balance">
            {content.title}
          </Title>
          <Text c="dimmed" size="sm">
            Cập nhật lần cuối: {content.updatedAt}
          </Text>
        </Stack>
        <Text size="lg" lh={1.7}>
          {renderInlineText(content.intro)}
        </Text>
        {showToc ? (
          <Paper component="nav" aria-label="Mục lục" withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
            <Text fw={600} mb="xs">
              Mục lục
            </Text>
            <List type="ordered" spacing={4} withPadding size="sm">
              {content.sections.map((section, index) => (
                <List.Item key={section.heading}>
                  <Anchor href={`#${sectionId(index)}`} size="sm">
                    {section.heading}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Paper>
        ) : null}
        <Divider />
        {content.sections.map((section, index) => (
          <ArticleSection key={section.heading} section={section} index={index} />
        ))}
      </Stack>
    </Container>
  );
}
