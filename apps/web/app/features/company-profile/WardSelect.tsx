import { Select } from '@mantine/core';
import { useEffect, useState } from 'react';

interface Option {
  value: string;
  label: string;
}

/** Wards of the chosen province (2025 two-level set), fetched when the province changes. */
export function WardSelect(props: {
  provinceCode: string | null;
  initial: Option | null;
  error?: string | undefined;
}) {
  const [options, setOptions] = useState<Option[]>(() => (props.initial ? [props.initial] : []));
  const [value, setValue] = useState<string | null>(props.initial?.value ?? null);
  const { provinceCode } = props;

  useEffect(() => {
    if (!provinceCode) {
      // No province, no ward: a cleared province must not post the old ward.
      setOptions([]);
      setValue(null);
      return;
    }
    let cancelled = false;
    fetch(`/api/wards?province_id=${encodeURIComponent(provinceCode)}`)
      .then((r) => r.json())
      .then((body: { data?: { code: string; full_name: string }[] }) => {
        if (cancelled) return;
        const list = (body.data ?? []).map((w) => ({ value: w.code, label: w.full_name }));
        setOptions(list);
        setValue((v) => (v && list.some((o) => o.value === v) ? v : null));
      })
      .catch(() => {
        if (!cancelled) setOptions([]);
      });
    return () => {
      cancelled = true;
    };
  }, [provinceCode]);

  return (
    <Select
      name="ward_code"
      label="Phường/Xã"
      placeholder={provinceCode ? 'Chọn phường/xã' : 'Chọn tỉnh/thành phố trước'}
      data={options}
      value={value}
      onChange={setValue}
      allowDeselect={false}
      searchable
      nothingFoundMessage="Không tìm thấy"
      disabled={!provinceCode}
      error={props.error}
      withAsterisk
    />
  );
}
