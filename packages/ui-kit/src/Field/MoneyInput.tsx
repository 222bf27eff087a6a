import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../classNames';
import type { CurrencyOption } from './currencyOptions';
import { Field } from './Field';
import styles from './Field.module.css';
import { useField, type FieldOwnProps } from './useField';
import { useValueTypedEarly } from './useValueTypedEarly';

export type MoneyInputProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'inputMode'> &
  FieldOwnProps & {
    currency: string;
    onCurrencyChange: (code: string) => void;
    currencies: readonly CurrencyOption[];
    /** The currency picker's accessible name. */
    currencyLabel?: string;
  };

/**
 * An amount typed as text (a decimal keypad on phones) beside its currency:
 * one labelled field. The caller reads the text; the currency is a native
 * picker, named apart for assistive technology.
 */
export function MoneyInput({
  currency,
  onCurrencyChange,
  currencies,
  currencyLabel = 'Currency',
  className,
  disabled,
  ...props
}: MoneyInputProps) {
  const { fieldProps, controlProps } = useField(props);
  const ref = useValueTypedEarly(controlProps);
  return (
    <Field {...fieldProps}>
      <div className={styles.money}>
        <input
          {...controlProps}
          ref={ref}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          disabled={disabled}
          className={classNames(styles.control, styles.amount, className)}
        />
        <select
          aria-label={currencyLabel}
          className={classNames(styles.control, styles.currency)}
          value={currency}
          disabled={disabled}
          onChange={(event) => onCurrencyChange(event.target.value)}
        >
          {currencies.map(({ code, label }) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </select>
      </div>
    </Field>
  );
}
