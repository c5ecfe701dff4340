import { Group, Pagination } from '@mantine/core';
import { useSearchParams } from 'react-router';

/** Page links kept in the URL (`?page=`). */
export function ListPagination({ total, page, limit }: { total: number; page: number; limit: number }) {
  const [, setParams] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={pages}
        value={page}
        onChange={(n) =>
          setParams((p) => {
            p.set('page', String(n));
            return p;
          })
        }
        aria-label="Phân trang"
        getControlProps={(control) => ({
          'aria-label': {
            first: 'Trang đầu',
            previous: 'Trang trước',
            next: 'Trang sau',
            last: 'Trang cuối',
          }[control],
        })}
      />
    </Group>
  );
}
