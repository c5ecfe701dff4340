import { describe, expect, it } from 'vitest';
import { withoutEmptyFiles } from './form-data.ts';

describe('withoutEmptyFiles', () => {
  it('drops file inputs left empty and keeps everything else in order', () => {
    const form = new FormData();
    form.append('name', 'Sao Mai');
    form.append('logo', new File([], ''));
    form.append('tag_ids', '1');
    form.append('tag_ids', '2');
    form.append('thumbnail', new File([new Uint8Array([137, 80])], 'a.png', { type: 'image/png' }));
    form.append('note', '');
    const out = withoutEmptyFiles(form);
    expect([...out.keys()]).toEqual(['name', 'tag_ids', 'tag_ids', 'thumbnail', 'note']);
    expect(out.getAll('tag_ids')).toEqual(['1', '2']);
    expect((out.get('thumbnail') as File).name).toBe('a.png');
  });
});
