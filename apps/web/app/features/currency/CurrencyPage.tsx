import classes from './Currency.module.css';
import { type ConverterState, CurrencyConverter } from './CurrencyConverter.tsx';

/** `/currency-exchange` (spec §2): the converter on a page of its own. */
export function CurrencyPage({ initial }: { initial: ConverterState }) {
  return (
    <div className={classes.page}>
      <h1 className={classes.title}>Quy đổi tiền tệ</h1>
      <p className={classes.lead}>
        Đổi nhanh giữa Việt Nam đồng và 48 loại tiền khác, theo tỷ giá tham khảo cập nhật hằng ngày. Số tiền
        để trống được tính là 1.
      </p>
      <div className={classes.card}>
        <CurrencyConverter initial={initial} />
      </div>
    </div>
  );
}
