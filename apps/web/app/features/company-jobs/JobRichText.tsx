import { Textarea } from '@mantine/core';

export interface JobRichTextProps {
  name: string;
  label: string;
  defaultValue?: string | undefined;
  error?: string | undefined;
  required?: boolean | undefined;
}

/**
 * A rich-text field of the posting form. Stand-in until the shared editor (features/editor,
 * branch `editor`) lands: same props, and the value travels under `name` like the editor's
 * hidden input.
 */
export function JobRichText({ name, label, defaultValue, error, required }: JobRichTextProps) {
  return (
    <Textarea
      name={name}
      label={label}
      defaultValue={defaultValue}
      error={error}
      withAsterisk={required}
      autosize
      minRows={4}
    />
  );
}
