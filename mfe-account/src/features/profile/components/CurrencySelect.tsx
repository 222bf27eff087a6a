import { Select, useCurrencyOptions } from '@dd/ui-kit';

type CurrencySelectProps = {
  /** Undefined while the browser's locale's currency is being worked out. */
  value: string | undefined;
  onChange: (currency: string) => void;
};

/** The profile's default currency of meal prices, among every currency Intl knows. */
export function CurrencySelect({ value, onChange }: CurrencySelectProps) {
  const options = useCurrencyOptions(value);
  return (
    <Select
      label="Default currency"
      name="currency"
      hint="New meals' prices start in it."
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
    >
      {value === undefined && <option value="">…</option>}
      {options.map(({ code, label }) => (
        <option key={code} value={code}>
          {label}
        </option>
      ))}
    </Select>
  );
}
