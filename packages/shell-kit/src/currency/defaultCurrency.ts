import type { AuthUser } from '@dd/contracts';

/**
 * The currency a new meal's price is in: the user's own, else their
 * browser's locale's (an account from before prices, or none yet at
 * sign-up). The locale rule carries every country's currency, so it loads
 * on the first call that needs it, never with a page.
 */
export async function defaultCurrency(user: Pick<AuthUser, 'currency'> | null): Promise<string> {
  if (user?.currency) return user.currency;
  const { currencyOfLocale } = await import(
    /* webpackChunkName: "currency-of-locale" */ './currencyOfLocale'
  );
  return currencyOfLocale(browserLocales());
}

function browserLocales(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}
