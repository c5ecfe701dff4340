import { ZKnowledgeBody } from '@app/contract';
import { VALIDATION_MESSAGE } from '@app/contract/client';
import {
  KNOWLEDGE_BODY_MAX,
  KNOWLEDGE_SUMMARY_MAX,
  KnowledgeLabel,
} from '@app/contract/endpoints/knowledge-text';
import {
  KNOWLEDGE_PROGRAMME_LABELS,
  KNOWLEDGE_PROGRAMMES,
  KNOWLEDGE_TOPIC_LABELS,
  KNOWLEDGE_TOPICS,
} from '@app/contract/knowledge';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Input,
  MultiSelect,
  Paper,
  Select,
  Stack,
  Switch,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { type FieldErrors, firstError, validateForm } from '../../lib/form-errors.ts';
import { FormSubmitBar } from '../layout/FormSubmitBar.tsx';
import { knowledgeFormValues } from './knowledge-form-values.ts';

export interface KnowledgeFormDefaults {
  slug: string;
  title: string;
  topic: string | null;
  nations: string[];
  programmes: string[];
  keywords: string[];
  summary: string;
  body: string;
  sources: { title: string; url: string }[];
  checked_on: string;
  published: boolean;
}

export const newKnowledgeDefaults = (today: string): KnowledgeFormDefaults => ({
  slug: '',
  title: '',
  topic: null,
  nations: [],
  programmes: [],
  keywords: [],
  summary: '',
  body: '',
  sources: [{ title: '', url: '' }],
  checked_on: today,
  published: true,
});

const TOPIC_OPTIONS = KNOWLEDGE_TOPICS.map((t) => ({ value: t, label: KNOWLEDGE_TOPIC_LABELS[t] }));
const PROGRAMME_OPTIONS = KNOWLEDGE_PROGRAMMES.map((p) => ({
  value: p,
  label: KNOWLEDGE_PROGRAMME_LABELS[p],
}));

/**
 * The entry form of /admin/knowledge/create and /admin/knowledge/edit/:id: checked with the API's
 * own schema before sending (same messages), the server's 422 errors under the same fields.
 */
export function KnowledgeForm({
  defaults,
  nations,
  serverErrors,
  submitLabel,
  cancelTo,
}: {
  defaults: KnowledgeFormDefaults;
  nations: { value: string; label: string }[];
  serverErrors?: FieldErrors | undefined;
  submitLabel: string;
  cancelTo: string;
}) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | undefined>();
  const submitting = useNavigation().state === 'submitting';
  const errors = clientErrors ?? serverErrors;
  const err = (f: string) => firstError(errors, f);
  // Rows carry a key of their own so that removing one keeps the others' typed text.
  const next = useRef(0);
  const keyed = (s: { title: string; url: string }) => ({ ...s, key: next.current++ });
  const [sources, setSources] = useState(() => defaults.sources.map(keyed));
  return (
    <Form
      method="post"
      noValidate
      data-testid="knowledge-form"
      onSubmit={(event) => {
        const checked = validateForm(ZKnowledgeBody, knowledgeFormValues(new FormData(event.currentTarget)));
        setClientErrors(checked.ok ? undefined : checked.errors);
        if (!checked.ok) event.preventDefault();
      }}
    >
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <TextInput
              name="title"
              label={KnowledgeLabel.title}
              description="Thường là câu hỏi mục này trả lời"
              required
              defaultValue={defaults.title}
              error={err('title')}
            />
            <TextInput
              name="slug"
              label={KnowledgeLabel.slug}
              description="Trang của mục là /cam-nang/đường-dẫn: chữ thường không dấu, số và dấu gạch ngang"
              required
              defaultValue={defaults.slug}
              error={err('slug')}
              autoComplete="off"
            />
            <Group grow align="flex-start" wrap="wrap">
              <Select
                name="topic"
                label={KnowledgeLabel.topic}
                required
                data={TOPIC_OPTIONS}
                defaultValue={defaults.topic}
                error={err('topic')}
                allowDeselect={false}
                style={{ minWidth: 200 }}
              />
              <TextInput
                type="date"
                name="checked_on"
                label={KnowledgeLabel.checkedOn}
                description="Ngày đối chiếu lần cuối với các nguồn"
                required
                defaultValue={defaults.checked_on}
                error={err('checked_on')}
                style={{ minWidth: 200 }}
              />
            </Group>
            <MultiSelect
              name="nations"
              label={KnowledgeLabel.nations}
              description="Để trống nếu mục dùng chung cho mọi nước"
              data={nations}
              defaultValue={defaults.nations}
              searchable
              clearable
              nothingFoundMessage="Không tìm thấy"
              error={
                err('nations') ?? Object.entries(errors ?? {}).find(([k]) => k.startsWith('nations.'))?.[1][0]
              }
            />
            <MultiSelect
              name="programmes"
              label={KnowledgeLabel.programmes}
              description="Để trống nếu mục dùng chung cho mọi chương trình"
              data={PROGRAMME_OPTIONS}
              defaultValue={defaults.programmes}
              clearable
              error={err('programmes')}
            />
            <TagsInput
              name="keywords"
              label={KnowledgeLabel.keywords}
              description="Những từ người hỏi hay gõ (cả viết tắt, cách gọi khác); Enter sau mỗi từ"
              defaultValue={defaults.keywords}
              error={err('keywords')}
            />
            <Textarea
              name="summary"
              label={KnowledgeLabel.summary}
              description={`Câu trả lời trực tiếp trong 1–3 câu (tối đa ${KNOWLEDGE_SUMMARY_MAX} ký tự)`}
              required
              autosize
              minRows={2}
              defaultValue={defaults.summary}
              error={err('summary')}
            />
            <Textarea
              name="body"
              label={KnowledgeLabel.body}
              description={`Các đoạn cách nhau một dòng trống; dòng bắt đầu bằng "- " là một ý gạch đầu dòng (tối đa ${KNOWLEDGE_BODY_MAX.toLocaleString('vi-VN')} ký tự)`}
              required
              autosize
              minRows={8}
              defaultValue={defaults.body}
              error={err('body')}
            />
            <Input.Wrapper
              label={KnowledgeLabel.sources}
              description="Trang chính thức (luật, cơ quan nhà nước) có đường dẫn http(s)"
              required
              error={err('sources')}
            >
              <Stack gap="xs" mt={6}>
                {sources.map((s, i) => (
                  <Group
                    key={s.key}
                    align="flex-start"
                    gap="xs"
                    wrap="wrap"
                    data-testid="knowledge-source-row"
                  >
                    <TextInput
                      name={`sources.${i}.title`}
                      aria-label={`${KnowledgeLabel.sourceTitle} ${i + 1}`}
                      placeholder={KnowledgeLabel.sourceTitle}
                      defaultValue={s.title}
                      error={err(`sources.${i}.title`)}
                      style={{ flex: '1 1 200px' }}
                    />
                    <TextInput
                      name={`sources.${i}.url`}
                      type="url"
                      aria-label={`${KnowledgeLabel.sourceUrl} ${i + 1}`}
                      placeholder="https://"
                      defaultValue={s.url}
                      error={err(`sources.${i}.url`)}
                      style={{ flex: '1 1 240px' }}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={`Bỏ nguồn ${i + 1}`}
                      onClick={() => setSources((list) => list.filter((x) => x.key !== s.key))}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                ))}
                <div>
                  <Button
                    variant="light"
                    size="xs"
                    leftSection={<IconPlus size={14} />}
                    onClick={() => setSources((list) => [...list, keyed({ title: '', url: '' })])}
                  >
                    Thêm nguồn
                  </Button>
                </div>
              </Stack>
            </Input.Wrapper>
            <Switch
              name="published"
              label={KnowledgeLabel.published}
              description="Tắt: mục bị ẩn khỏi trang cẩm nang và trợ lý tư vấn"
              defaultChecked={defaults.published}
            />
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
