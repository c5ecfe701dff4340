import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichTextEditor } from './RichTextEditor.tsx';

describe('RichTextEditor on the server', () => {
  it('renders the label, the toolbar and the hidden input with the saved HTML', () => {
    const html = renderToString(
      <MantineProvider>
        <RichTextEditor
          name="description"
          label="Mô tả công việc"
          defaultValue={'<p>Lương &amp; thưởng "tốt"</p>'}
          error="Mô tả công việc không được để trống."
          required
        />
      </MantineProvider>,
    );
    expect(html).toContain('Mô tả công việc');
    expect(html).toContain('name="description"');
    expect(html).toContain('value="&lt;p&gt;Lương &amp;amp; thưởng &quot;tốt&quot;&lt;/p&gt;"');
    expect(html).toContain('Mô tả công việc không được để trống.');
    for (const tip of [
      'Đậm',
      'Nghiêng',
      'Gạch chân',
      'Liên kết',
      'Chèn ảnh',
      'Căn trái',
      'Danh sách dấu chấm',
    ]) {
      expect(html).toContain(`title="${tip}"`);
    }
  });
});
