import { describe, expect, it } from 'vitest';
import { bodyBlocks } from './KnowledgeBody.tsx';

describe('bodyBlocks', () => {
  it('reads paragraphs and bullets, joining bullets split by blank lines into one list', () => {
    expect(bodyBlocks('Một.\nhai.\n\nDanh sách:\n- a\n- b\n\n- c\n\nCuối.')).toEqual([
      { kind: 'p', text: 'Một. hai.' },
      { kind: 'p', text: 'Danh sách:' },
      { kind: 'ul', items: ['a', 'b', 'c'] },
      { kind: 'p', text: 'Cuối.' },
    ]);
  });
});
