import { Sheet } from '../layout/Sheet.tsx';
import classes from './Currency.module.css';
import { CurrencyConverter } from './CurrencyConverter.tsx';

/**
 * The converter as a dialog (spec §2 "Currency converter modal"); loaded on the first click
 * (CurrencyButton.tsx) and mounted afresh at every opening, which resets the form (spec §4).
 */
export function CurrencyDialog({ onClose }: { onClose: () => void }) {
  return (
    <Sheet
      id="currency-dialog"
      label="Quy đổi tiền tệ"
      title="Quy đổi tiền tệ"
      closeLabel="Đóng"
      position="right"
      size="min(100vw, 440px)"
      onClose={onClose}
    >
      <div className={classes.body}>
        <CurrencyConverter />
      </div>
    </Sheet>
  );
}
