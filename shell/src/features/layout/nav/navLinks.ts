export type NavLinkItem = { label: string; to: string };

export const SIGNED_IN_LINKS: NavLinkItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Restaurants', to: '/restaurants' },
  { label: 'Meals', to: '/meals' },
  { label: 'Tags', to: '/tags' },
  { label: 'Nearby', to: '/restaurants/nearby' },
];

export const SIGNED_OUT_LINKS: NavLinkItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Log In', to: '/login' },
  { label: 'Sign Up', to: '/signup' },
];

export function navLinksFor(isSignedIn: boolean): NavLinkItem[] {
  return isSignedIn ? SIGNED_IN_LINKS : SIGNED_OUT_LINKS;
}

const NEARBY = '/restaurants/nearby';

function isWithin(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * Whether a link is the current section. Home only on '/'; Restaurants is
 * not highlighted on the nearby page, which has its own link (product spec §2).
 */
export function isLinkActive(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  if (to === '/restaurants') return isWithin(pathname, to) && !isWithin(pathname, NEARBY);
  return isWithin(pathname, to);
}
