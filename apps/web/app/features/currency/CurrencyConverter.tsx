import type { Conversion } from '@app/contract';
import {
  CONVERTER_CURRENCIES,
  CurrencyLabel,
  currencyDigits,
  DEFAULT_SOURCE_CURRENCY,
  formatAmount,
  RATE_DECIMALS,
  RESULT_DECIMALS,
} from '@app/contract/currency-text';
import { IconArrowsExchange } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';
import { type FieldErrors, firstError } from '../../lib/form-errors.ts';
import { formatDate } from '../jobs/format.ts';
import controls from '../jobs/ListControls.module.css';
import { SearchSelect } from '../jobs/SearchSelect.tsx';
import shell from '../layout/Shell.module.css';
import classes from './Currency.module.css';
import { type ConverterValues, convert } from './convert.ts';

const CHOICES = CONVERTER_CURRENCIES.map((c) => ({ value: c.code, label: `${c.code} – ${c.name}` }));
const CHOOSE = { value: '', label: 'Chọn loại tiền' };

/** Spec §4: opening the converter resets it to amount 0, source VND, target empty. */
export const FRESH_VALUES: ConverterValues = { amount: '0', from: DEFAULT_SOURCE_CURRENCY, to: '' };

export interface ConverterState {
  values: ConverterValues;
  conversion: Conversion | null;
  message: string | null;
  fieldErrors: FieldErrors;
}

/**
 * The figure and its rate, with the date of the rates (shown wherever a converted figure is). A
 * rate from the stored table (the providers unreachable) is told as a reference of its date.
 */
export function ConversionResult({ c }: { c: Conversion }) {
  const rate = `1 ${c.from} = ${formatAmount(c.rate, RATE_DECIMALS)} ${c.to}`;
  return (
    <output className={classes.result} aria-live="polite" data-testid="currency-result">
      <p className={classes.figure}>
        {formatAmount(c.amount, currencyDigits(c.from))} {c.from} = {formatAmount(c.result, RESULT_DECIMALS)}{' '}
        {c.to}
      </p>
      {c.source === 'stored' ? (
        <>
          <p className={classes.rate}>
            Tỷ giá tham khảo ngày {formatDate(c.as_of)}: {rate}
          </p>
          <p className={classes.rate}>Đây là tỷ giá gần nhất đã lưu; tỷ giá hôm nay có thể khác đôi chút.</p>
        </>
      ) : (
        <p className={classes.rate}>
          Tỷ giá: {rate} (ngày {formatDate(c.as_of)})
        </p>
      )}
    </output>
  );
}

/**
 * The converter's form (spec §2, §4, §5): amount (digits only; empty converts 1), the two
 * searchable currency pickers, swap and convert. Without JavaScript it is a GET form to
 * /currency-exchange, whose loader converts; with it, the call goes to our API from here.
 */
export function CurrencyConverter({ initial }: { initial?: ConverterState }) {
  const id = useId();
  const [values, setValues] = useState<ConverterValues>(initial?.values ?? FRESH_VALUES);
  const [conversion, setConversion] = useState<Conversion | null>(initial?.conversion ?? null);
  const [message, setMessage] = useState<string | null>(initial?.message ?? null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>(initial?.fieldErrors ?? {});
  const [pending, setPending] = useState(false);

  const clearOutcome = () => {
    setConversion(null);
    setMessage(null);
    setFieldErrors({});
  };
  const setFrom = (from: string) => {
    clearOutcome();
    setValues((v) => ({ ...v, from, to: v.to === from ? '' : v.to }));
  };
  const setTo = (to: string) => {
    setFieldErrors((e) => ({ ...e, to: [] }));
    setValues((v) => ({ ...v, to }));
  };
  const canSwap = values.from !== '' && values.to !== '' && values.from !== values.to;
  const swap = () => {
    if (!canSwap) return;
    clearOutcome();
    setValues((v) => ({ ...v, from: v.to, to: v.from }));
  };
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (pending) return;
    setPending(true);
    setMessage(null);
    const outcome = await convert(values);
    setPending(false);
    if (outcome.ok) {
      setConversion(outcome.conversion);
      setFieldErrors({});
    } else {
      setConversion(null);
      setMessage(outcome.message);
      setFieldErrors(outcome.fieldErrors);
    }
  };

  const amountError = firstError(fieldErrors, 'amount');
  const fromError = firstError(fieldErrors, 'from');
  const toError = firstError(fieldErrors, 'to');
  return (
    <form method="get" action="/currency-exchange" className={classes.form} onSubmit={submit} noValidate>
      <div className={controls.field}>
        <label className={controls.label} htmlFor={`${id}-amount`}>
          {CurrencyLabel.amount}
        </label>
        <input
          id={`${id}-amount`}
          name="amount"
          className={controls.input}
          inputMode="numeric"
          autoComplete="off"
          value={values.amount}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={amountError ? `${id}-amount-error` : undefined}
          // Digits only (spec §5): grouping dots and anything else typed are dropped.
          onChange={(e) => {
            const amount = e.currentTarget.value.replace(/\D/g, '');
            setValues((v) => ({ ...v, amount }));
          }}
        />
        {amountError ? (
          <p id={`${id}-amount-error`} className={classes.error}>
            {amountError}
          </p>
        ) : null}
      </div>
      <div className={classes.pair}>
        <div>
          <SearchSelect
            name="from"
            label={CurrencyLabel.from}
            choices={[CHOOSE, ...CHOICES]}
            defaultValue={DEFAULT_SOURCE_CURRENCY}
            placeholder={CHOOSE.label}
            value={values.from}
            onChange={setFrom}
          />
          {fromError ? <p className={classes.error}>{fromError}</p> : null}
        </div>
        <button
          type="button"
          className={shell.iconButton}
          aria-label="Đổi chiều hai loại tiền"
          title="Đổi chiều"
          disabled={!canSwap}
          onClick={swap}
        >
          <IconArrowsExchange size={20} aria-hidden />
        </button>
        <div>
          <SearchSelect
            name="to"
            label={CurrencyLabel.to}
            choices={[CHOOSE, ...CHOICES.filter((c) => c.value !== values.from)]}
            defaultValue=""
            placeholder={CHOOSE.label}
            value={values.to}
            onChange={setTo}
          />
          {toError ? <p className={classes.error}>{toError}</p> : null}
        </div>
      </div>
      <button type="submit" className={shell.button} data-block data-loading={pending || undefined}>
        Quy đổi
      </button>
      {message ? (
        <p role="alert" className={classes.alert}>
          {message}
        </p>
      ) : null}
      {conversion ? <ConversionResult c={conversion} /> : null}
    </form>
  );
}
