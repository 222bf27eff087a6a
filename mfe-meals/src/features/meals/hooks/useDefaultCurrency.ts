import { useEffect, useState } from 'react';
import { defaultCurrency, useSession } from '@dd/shell-kit';

/**
 * The currency a new price starts in: the user's own at once, else (an
 * account from before prices) the browser locale's, once known; '' until then.
 */
export function useDefaultCurrency(): string {
  const { user } = useSession();
  const [currency, setCurrency] = useState(user?.currency ?? '');
  useEffect(() => {
    if (currency) return;
    let current = true;
    void defaultCurrency(user).then((code) => current && setCurrency(code));
    return () => {
      current = false;
    };
  }, [currency, user]);
  return currency;
}

/** The draft's currency once the default is known, for a draft made before it was. */
export function withDefaultCurrency<D extends { priceCurrency: string }>(
  draft: D,
  currency: string,
): D {
  return draft.priceCurrency || !currency ? draft : { ...draft, priceCurrency: currency };
}
