import { UrlFilterForm } from '../layout/UrlFilterForm.tsx';
import { statusOptions, typeFilterOptions } from './account-labels.ts';

/** The account list's search box and type/status selects, kept in the URL. */
export function UserFilters() {
  return (
    <UrlFilterForm
      ariaLabel="Tìm tài khoản"
      search={{ label: 'Tìm kiếm', placeholder: 'Tên, email, tên đăng nhập, SĐT' }}
      selects={[
        { name: 'type', label: 'Loại tài khoản', data: typeFilterOptions },
        { name: 'status', label: 'Trạng thái', data: statusOptions },
      ]}
      clearTo="/admin/users"
    />
  );
}
