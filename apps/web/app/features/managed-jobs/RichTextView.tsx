import { Typography } from '@mantine/core';
import classes from './RichTextView.module.css';

/**
 * Stored rich text. The API sanitises every HTML field when it is saved (ADR 0011: an allow-list
 * sanitiser on the server), so it is rendered as is.
 */
export function RichTextView({ html, testId }: { html: string; testId?: string }) {
  return (
    <Typography className={classes.content} style={{ overflowWrap: 'anywhere' }}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API on write */}
      <div data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
