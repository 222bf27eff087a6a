import { matchPath, Navigate, Outlet, useLocation } from 'react-router';
import { pagesOf } from '@dd/contracts';

/** The top-level pages the account remote serves (its exposed routes match them relative to the site root). */
const ACCOUNT_PAGES = pagesOf('mfe_account');

/** Layout route in front of the account remote's splat: renders it on the account pages, redirects any other path. */
export function AccountPagesOnly({ otherwise }: { otherwise: string }) {
  const { pathname } = useLocation();
  const isAccountPage = ACCOUNT_PAGES.some((page) => matchPath(page, pathname) !== null);
  return isAccountPage ? <Outlet /> : <Navigate to={otherwise} replace />;
}
