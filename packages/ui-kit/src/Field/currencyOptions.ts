import { useMemo, useSyncExternalStore } from 'react';

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

const subscribeToNothing = () => () => undefined;
// The server's Intl may know other currencies than the browser's: a page is
// rendered with the chosen one alone, and the browser adds the rest once hydrated.
const noListOnServer = () => null;

/** A currency picker's options: every currency, the `selected` one kept even if Intl lacks it. */
export function useCurrencyOptions(selected: string | undefined): readonly CurrencyOption[] {
  const every = useSyncExternalStore(subscribeToNothing, currencyOptions, noListOnServer);
  return useMemo(() => {
    const options = every ?? [];
    if (!selected || options.some(({ code }) => code === selected)) return options;
    return [currencyOption(selected), ...options];
  }, [every, selected]);
}
