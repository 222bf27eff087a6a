import { useSyncExternalStore } from 'react';
import { Select } from '@dd/ui-kit';
import { currencyOption, currencyOptions, type CurrencyOption } from '../model/currencyOptions';

type CurrencySelectProps = {
  /** Undefined while the browser's locale's currency is being worked out. */
  value: string | undefined;
  onChange: (currency: string) => void;
};

const subscribeToNothing = () => () => undefined;
// The server's Intl may know other currencies than the browser's: the page is
// rendered with the chosen one alone, and the browser adds the rest once hydrated.
const noListOnServer = () => null;

/** The profile's default currency of meal prices, among every currency Intl knows. */
export function CurrencySelect({ value, onChange }: CurrencySelectProps) {
  const every = useSyncExternalStore(subscribeToNothing, currencyOptions, noListOnServer);
  return (
    <Select
      label="Default currency"
      name="currency"
      hint="New meals' prices start in it."
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
    >
      {value === undefined && <option value="">…</option>}
      {optionsWith(every ?? [], value).map(({ code, label }) => (
        <option key={code} value={code}>
          {label}
        </option>
      ))}
    </Select>
  );
}

function optionsWith(
  options: readonly CurrencyOption[],
  value: string | undefined,
): readonly CurrencyOption[] {
  if (value === undefined || options.some(({ code }) => code === value)) return options;
  return [currencyOption(value), ...options];
}
