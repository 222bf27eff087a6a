import { matchPath, Navigate, Outlet, useLocation } from 'react-router';
import { isOpenSignedOut, pagesOf } from '@dd/contracts';
import { RequireSignIn } from '@dd/shell-kit';

/** The top-level pages the account remote serves (its exposed routes match them relative to the site root). */
const ACCOUNT_PAGES = pagesOf('mfe_account');

/** Layout route in front of the account remote's splat: renders it on the account pages, redirects any other path. */
export function AccountPagesOnly({ otherwise }: { otherwise: string }) {
  const { pathname } = useLocation();
  const isAccountPage = ACCOUNT_PAGES.some((page) => matchPath(page, pathname) !== null);
  return isAccountPage ? <Outlet /> : <Navigate to={otherwise} replace />;
}

/**
 * Layout route behind AccountPagesOnly: the sign-in guard, except on an
 * account page open to visitors who are not signed in too (an invitation,
 * REMOTE_PAGES' `signedOut`), which offers to sign in itself.
 */
export function RequireSignInUnlessOpen() {
  const { pathname } = useLocation();
  return isOpenSignedOut(pathname) ? <Outlet /> : <RequireSignIn />;
}
