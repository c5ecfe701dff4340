import { foldVietnamese } from '@app/contract/client';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.ts';

/** The browser's folding (pickers) and the database's `vn_fold()` (search) must agree. */
describe('foldVietnamese and vn_fold()', () => {
  const t = useTestApp();

  it('fold the same texts identically', async () => {
    const texts = [
      'Hà Nội',
      'Thừa Thiên Huế',
      'ĐỒNG GÓI',
      'Tiếng Nhật N3',
      'Đà Nẵng'.normalize('NFD'),
      'Kỹ năng đặc định (Tokutei)',
      'Điều dưỡng / hộ lý',
      'Bà Rịa – Vũng Tàu',
      '“Lương cao” ‘thật’',
    ];
    for (const text of texts) {
      const result = await t.database.db.execute(sql`select vn_fold(${text}) as folded`);
      const rows = (result as unknown as { rows: { folded: string }[] }).rows;
      expect(rows[0]?.folded, text).toBe(foldVietnamese(text));
    }
  });
});
