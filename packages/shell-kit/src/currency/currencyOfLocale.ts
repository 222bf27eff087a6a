import countryToCurrency from 'country-to-currency';

/** The currency of a browser whose locales name no region with one. */
export const FALLBACK_CURRENCY = 'USD';

/**
 * The currency of the first locale whose region has one Intl knows, else
 * USD. A tag without a region gets its likeliest (`ja` is `ja-JP`); a tag
 * Intl cannot read, or a region that is a continent (`es-419`), is skipped.
 */
export function currencyOfLocale(tags: readonly string[]): string {
  for (const tag of tags) {
    const region = regionOf(tag);
    const currency = region ? (countryToCurrency as Record<string, string>)[region] : undefined;
    if (currency && isKnownCurrency(currency)) return currency;
  }
  return FALLBACK_CURRENCY;
}

let knownCurrencies: ReadonlySet<string> | undefined;

// The API accepts the codes Intl knows (contracts' isCurrencyCode), asked
// here without it: @dd/contracts would bring zod into this chunk.
function isKnownCurrency(code: string): boolean {
  knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return knownCurrencies.has(code);
}

function regionOf(tag: string): string | undefined {
  try {
    return new Intl.Locale(tag).maximize().region;
  } catch {
    return undefined;
  }
}
