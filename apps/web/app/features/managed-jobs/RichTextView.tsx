import { Typography } from '@mantine/core';

/**
 * Stored rich text. The API sanitises every HTML field when it is saved (issue 4: a maintained
 * sanitiser on the server), so it is rendered as is.
 */
export function RichTextView({ html, testId }: { html: string; testId?: string }) {
  return (
    <Typography style={{ overflowWrap: 'anywhere' }}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API on write */}
      <div data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
