import '@mantine/tiptap/styles.layer.css';
import { Input, Progress, Stack, Text } from '@mantine/core';
import {
  getUploadImageExtension,
  Link,
  RichTextEditor as MantineEditor,
  type RichTextEditorLabels,
} from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import { Placeholder } from '@tiptap/extensions';
import { type Editor, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, type Ref, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  DEFAULT_EDITOR_UPLOAD_URL,
  EditorUploadError,
  NETWORK_ERROR_MESSAGE,
  requestCleanup,
  unusedUploads,
  uploadEditorImage,
} from './editor-upload.ts';

/**
 * The app's rich-text field (job descriptions, later blog posts): Mantine's tiptap editor with a
 * Vietnamese toolbar, inside an ordinary form.
 *
 *   <Form method="post">
 *     <RichTextEditor name="description" label="Mô tả công việc" defaultValue={job.description}
 *       error={firstError(errors, 'description')} required />
 *   </Form>
 *
 * Props
 * - `name`: a hidden `<input name>` carries the HTML, so FormData and React Router actions get it;
 *   an empty editor sends '' (so the API's required rule applies).
 * - `label`, `required` (asterisk and aria-required; the API is what enforces it), `error` (shown
 *   under the field like Mantine inputs), `defaultValue` (HTML, e.g. the saved description).
 * - `uploadUrl`: where images go; default `/api/company/uploads/tinymce`, admins pass
 *   `/api/admin/uploads/tinymce`. Cleanup requests go to the sibling `…/cleanup`.
 * - `placeholder`: optional text of the empty editor.
 *
 * Images (toolbar button, paste or drop) upload with progress and are inserted at the answer's
 * `location`; a refused image shows the server's message under the editor. Images uploaded here and
 * then dropped (removed, or the form left unsent) are offered to cleanup when the editor goes away;
 * the server deletes only the user's own images that no saved text uses. The server sanitises the
 * HTML on save whatever this editor sends. Renders on the server (the editor itself starts in the
 * browser: `immediatelyRender: false`); the toolbar wraps on narrow screens.
 */
export interface RichTextEditorProps {
  name: string;
  label: ReactNode;
  defaultValue?: string | null;
  error?: ReactNode;
  required?: boolean;
  uploadUrl?: string;
  placeholder?: string;
}

const LABELS: Partial<RichTextEditorLabels> = {
  boldControlLabel: 'Đậm',
  italicControlLabel: 'Nghiêng',
  underlineControlLabel: 'Gạch chân',
  strikeControlLabel: 'Gạch ngang',
  clearFormattingControlLabel: 'Xóa định dạng',
  h2ControlLabel: 'Tiêu đề lớn',
  h3ControlLabel: 'Tiêu đề vừa',
  h4ControlLabel: 'Tiêu đề nhỏ',
  bulletListControlLabel: 'Danh sách dấu chấm',
  orderedListControlLabel: 'Danh sách đánh số',
  blockquoteControlLabel: 'Trích dẫn',
  hrControlLabel: 'Đường kẻ ngang',
  linkControlLabel: 'Liên kết',
  unlinkControlLabel: 'Bỏ liên kết',
  imageUploadControlLabel: 'Chèn ảnh',
  alignLeftControlLabel: 'Căn trái',
  alignCenterControlLabel: 'Căn giữa',
  alignRightControlLabel: 'Căn phải',
  alignJustifyControlLabel: 'Căn đều hai bên',
  undoControlLabel: 'Hoàn tác',
  redoControlLabel: 'Làm lại',
  linkEditorInputLabel: 'Địa chỉ liên kết',
  linkEditorInputPlaceholder: 'https://…',
  linkEditorExternalLink: 'Mở liên kết trong thẻ mới',
  linkEditorInternalLink: 'Mở liên kết trong thẻ hiện tại',
  linkEditorSave: 'Lưu',
};

/** The `src` of every image in the document. */
function imageSources(editor: Editor | null): string[] {
  const out: string[] = [];
  if (!editor || editor.isDestroyed) return out;
  editor.state.doc.descendants((node) => {
    if (node.type.name === 'image' && typeof node.attrs.src === 'string') out.push(node.attrs.src);
  });
  return out;
}

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * The hidden field the form submits. Controlled, in its own component: only it re-renders on
 * typing (React resets an uncontrolled hidden input to its default value on every re-render).
 */
function HtmlField({
  editor,
  name,
  initial,
  ref,
}: {
  editor: Editor | null;
  name: string;
  initial: string;
  ref: Ref<HTMLInputElement>;
}) {
  const [html, setHtml] = useState(initial);
  useEffect(() => {
    if (!editor) return;
    const sync = () => setHtml(htmlOf(editor));
    editor.on('update', sync);
    return () => {
      editor.off('update', sync);
    };
  }, [editor]);
  return <input ref={ref} type="hidden" name={name} value={html} />;
}

export function RichTextEditor({
  name,
  label,
  defaultValue,
  error,
  required = false,
  uploadUrl = DEFAULT_EDITOR_UPLOAD_URL,
  placeholder = 'Nhập nội dung…',
}: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const uploadErrorId = `${id}-upload-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [progress, setProgress] = useState<Record<number, { loaded: number; total: number }>>({});
  const sequence = useRef(0);
  const uploadUrlRef = useRef(uploadUrl);
  uploadUrlRef.current = uploadUrl;
  /** Locations uploaded by this editor; the only images it ever asks to clean up. */
  const uploaded = useRef(new Set<string>());
  /** Image sources at the last form submit: those may be saved now, never offered to cleanup. */
  const atSubmit = useRef<Set<string> | null>(null);
  const offered = useRef(new Set<string>());

  const onImageUpload = useCallback(async (file: File) => {
    const n = ++sequence.current;
    setUploadError(null);
    setProgress((p) => ({ ...p, [n]: { loaded: 0, total: file.size } }));
    try {
      const image = await uploadEditorImage(file, uploadUrlRef.current, (loaded, total) =>
        setProgress((p) => ({ ...p, [n]: { loaded, total } })),
      );
      uploaded.current.add(image.location);
      return { src: image.location };
    } finally {
      setProgress(({ [n]: _done, ...rest }) => rest);
    }
  }, []);
  const onImageUploadError = useCallback((_file: File, err: unknown) => {
    setUploadError(err instanceof EditorUploadError ? err.message : NETWORK_ERROR_MESSAGE);
  }, []);

  // Created once: the editor keeps the extensions it started with.
  const extensions = useMemo(
    () => [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false }),
      Link.configure({ defaultProtocol: 'https' }),
      getUploadImageExtension(Image, { onImageUpload, onImageUploadError }),
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
      Placeholder.configure({ placeholder }),
    ],
    [onImageUpload, onImageUploadError, placeholder],
  );
  const describedBy = [error ? errorId : null, uploadError ? uploadErrorId : null].filter(Boolean).join(' ');
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-required': String(required),
        'aria-invalid': String(Boolean(error)),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    }),
    [labelId, required, error, describedBy],
  );

  const editor = useEditor({
    immediatelyRender: false,
    extensions,
    content: defaultValue ?? '',
    editorProps,
  });

  // What to offer to cleanup when the editor goes away: after a submit, the uploads not in the
  // submitted content; with no submit, every upload (the content was abandoned).
  const offerCleanup = useCallback(() => {
    const keep = atSubmit.current ?? new Set<string>();
    const files = unusedUploads(uploaded.current, keep).filter((f) => !offered.current.has(f));
    for (const f of files) offered.current.add(f);
    requestCleanup(uploadUrlRef.current, files);
  }, []);

  useEffect(() => {
    const form = inputRef.current?.form;
    const onSubmit = () => {
      atSubmit.current = new Set(imageSources(editor));
    };
    form?.addEventListener('submit', onSubmit);
    window.addEventListener('pagehide', offerCleanup);
    return () => {
      form?.removeEventListener('submit', onSubmit);
      window.removeEventListener('pagehide', offerCleanup);
    };
  }, [editor, offerCleanup]);
  useEffect(() => offerCleanup, [offerCleanup]);

  const uploads = Object.values(progress);
  const total = uploads.reduce((s, u) => s + u.total, 0);
  const percent = total > 0 ? Math.round((uploads.reduce((s, u) => s + u.loaded, 0) / total) * 100) : 0;

  return (
    <Input.Wrapper
      label={label}
      required={required}
      error={error}
      labelElement="div"
      labelProps={{ id: labelId, onClick: () => editor?.commands.focus() }}
      errorProps={{ id: errorId }}
    >
      <HtmlField ref={inputRef} editor={editor} name={name} initial={defaultValue ?? ''} />
      <Stack gap={6} mt={4}>
        <MantineEditor
          editor={editor}
          labels={LABELS}
          onImageUpload={onImageUpload}
          onImageUploadError={onImageUploadError}
          style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
        >
          <MantineEditor.Toolbar>
            <MantineEditor.ControlsGroup>
              <MantineEditor.Bold />
              <MantineEditor.Italic />
              <MantineEditor.Underline />
              <MantineEditor.Strikethrough />
              <MantineEditor.ClearFormatting />
            </MantineEditor.ControlsGroup>
            <MantineEditor.ControlsGroup>
              <MantineEditor.H2 />
              <MantineEditor.H3 />
              <MantineEditor.H4 />
            </MantineEditor.ControlsGroup>
            <MantineEditor.ControlsGroup>
              <MantineEditor.BulletList />
              <MantineEditor.OrderedList />
              <MantineEditor.Blockquote />
              <MantineEditor.Hr />
            </MantineEditor.ControlsGroup>
            <MantineEditor.ControlsGroup>
              <MantineEditor.Link />
              <MantineEditor.Unlink />
              <MantineEditor.ImageUpload accept="image/jpeg,image/png,image/webp" />
            </MantineEditor.ControlsGroup>
            <MantineEditor.ControlsGroup>
              <MantineEditor.AlignLeft />
              <MantineEditor.AlignCenter />
              <MantineEditor.AlignRight />
              <MantineEditor.AlignJustify />
            </MantineEditor.ControlsGroup>
            <MantineEditor.ControlsGroup>
              <MantineEditor.Undo />
              <MantineEditor.Redo />
            </MantineEditor.ControlsGroup>
          </MantineEditor.Toolbar>
          <MantineEditor.Content mih={200} />
        </MantineEditor>
        {uploads.length > 0 ? (
          <Stack gap={2} aria-live="polite">
            <Progress value={percent} size="sm" animated aria-label="Tiến độ tải ảnh lên" />
            <Text size="xs" c="dimmed">
              Đang tải ảnh lên… {percent}%
            </Text>
          </Stack>
        ) : null}
        {uploadError ? (
          <Input.Error id={uploadErrorId} role="alert">
            {uploadError}
          </Input.Error>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
