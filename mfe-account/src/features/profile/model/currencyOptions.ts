/** The app speaks English: currency names are too, on the server as in any browser. */
const DISPLAY_LOCALE = 'en-US';

export type CurrencyOption = { code: string; label: string };

let names: Intl.DisplayNames | undefined;
let everyOption: readonly CurrencyOption[] | undefined;

/** `USD` as "US Dollar (USD)". */
export function currencyOption(code: string): CurrencyOption {
  names ??= new Intl.DisplayNames([DISPLAY_LOCALE], { type: 'currency' });
  return { code, label: `${names.of(code) ?? code} (${code})` };
}

/** Every currency this runtime's Intl knows (what the API accepts), by name; one list, made once. */
export function currencyOptions(): readonly CurrencyOption[] {
  everyOption ??= Intl.supportedValuesOf('currency')
    .map(currencyOption)
    .sort((a, b) => a.label.localeCompare(b.label, DISPLAY_LOCALE));
  return everyOption;
}
