import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { returnPathOf, signInPathReturningTo } from '@dd/shell-kit';

const noSubscription = () => () => undefined;

/**
 * The same-site page this /login or /signup returns to once signed in (its
 * `?next=`), or null. Null while the page hydrates: the signed-out pages are
 * rendered once for every query, so the query is read after hydration only.
 */
export function useReturnPath(): string | null {
  const { search } = useLocation();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? returnPathOf(search) : null;
}

/** `/login` or `/signup`, carrying on this page's return path when it has one. */
export function useSignInLink(page: '/login' | '/signup'): string {
  const returnPath = useReturnPath();
  return returnPath ? signInPathReturningTo(page, returnPath) : page;
}
