import { ZBlogBody } from '@app/contract';
import { BLOG_CATEGORIES, BLOG_STATUSES, VALIDATION_MESSAGE } from '@app/contract/client';
import {
  Alert,
  Group,
  Input,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { type FieldErrors, firstError, validateForm } from '../../lib/form-errors.ts';
import { formValues } from '../../lib/form-values.ts';
import { RichTextEditor } from '../editor/RichTextEditor.tsx';
import { ThumbnailInput } from '../editor/ThumbnailInput.tsx';
import { FormSubmitBar } from '../layout/FormSubmitBar.tsx';

export interface BlogFormDefaults {
  title: string;
  summary: string;
  body: string;
  category: string | null;
  tags: string;
  nation_code: string | null;
  status: string;
}

export const NEW_BLOG_DEFAULTS: BlogFormDefaults = {
  title: '',
  summary: '',
  body: '',
  category: null,
  tags: '',
  nation_code: null,
  status: 'draft',
};

export const blogFormDefaults = (b: {
  title: string;
  summary: string;
  body: string;
  category: string;
  tags: string[];
  nation: { code: string } | null;
  status: string;
}): BlogFormDefaults => ({
  title: b.title,
  summary: b.summary,
  body: b.body,
  category: b.category,
  tags: b.tags.join(', '),
  nation_code: b.nation?.code ?? null,
  status: b.status,
});

/**
 * The article form of /admin/blogs/create and /admin/blogs/edit/:id: checked with the API's own
 * schema before sending (same messages), the server's 422 errors under the same fields. The body
 * is the app's rich-text editor with image uploads to the admin upload path.
 */
export function BlogForm({
  defaults,
  nations,
  thumbnail,
  serverErrors,
  submitLabel,
  cancelTo,
}: {
  defaults: BlogFormDefaults;
  nations: { value: string; label: string }[];
  thumbnail?: string | null;
  serverErrors?: FieldErrors | undefined;
  submitLabel: string;
  cancelTo: string;
}) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | undefined>();
  const submitting = useNavigation().state === 'submitting';
  const errors = clientErrors ?? serverErrors;
  const err = (f: string) => firstError(errors, f);
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={(event) => {
        const values = formValues(new FormData(event.currentTarget), { lists: [], files: ['thumbnail'] });
        const checked = validateForm(ZBlogBody, values);
        setClientErrors(checked.ok ? undefined : checked.errors);
        if (!checked.ok) event.preventDefault();
      }}
    >
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <TextInput
              name="title"
              label="Tiêu đề"
              required
              defaultValue={defaults.title}
              error={err('title')}
            />
            <Textarea
              name="summary"
              label="Tóm tắt"
              description="Hiện trong danh sách tin và khi chia sẻ lên mạng xã hội"
              required
              autosize
              minRows={2}
              defaultValue={defaults.summary}
              error={err('summary')}
            />
            <Group grow align="flex-start" wrap="wrap">
              <Select
                name="category"
                label="Danh mục"
                required
                data={BLOG_CATEGORIES.map((c) => ({ value: c.value, label: c.label }))}
                defaultValue={defaults.category}
                error={err('category')}
                allowDeselect={false}
                style={{ minWidth: 200 }}
              />
              <Select
                name="nation_code"
                label="Quốc gia liên quan"
                description="Trang bài viết gợi ý chương trình tại quốc gia này"
                data={nations}
                defaultValue={defaults.nation_code}
                searchable
                clearable
                nothingFoundMessage="Không tìm thấy"
                error={err('nation_code')}
                style={{ minWidth: 200 }}
              />
            </Group>
            <TextInput
              name="tags"
              label="Thẻ"
              description="Cách nhau bằng dấu phẩy, tối đa 10 thẻ"
              defaultValue={defaults.tags}
              error={err('tags')}
            />
            <ThumbnailInput thumbnail={thumbnail} error={err('thumbnail')} />
            <RichTextEditor
              name="body"
              label="Nội dung"
              required
              defaultValue={defaults.body}
              error={err('body')}
              uploadUrl="/api/admin/uploads/tinymce"
            />
            <Input.Wrapper label="Trạng thái">
              <div>
                <SegmentedControl
                  name="status"
                  defaultValue={defaults.status}
                  data={BLOG_STATUSES.map((s) => ({
                    value: s.value,
                    label: s.value === 'published' ? 'Đăng ngay' : s.label,
                  }))}
                  mt={4}
                />
              </div>
            </Input.Wrapper>
          </Stack>
        </Paper>
        {errors && Object.keys(errors).length > 0 ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="form-errors">
            {VALIDATION_MESSAGE}
          </Alert>
        ) : null}
        <FormSubmitBar cancelTo={cancelTo} submitLabel={submitLabel} submitting={submitting} />
      </Stack>
    </Form>
  );
}
