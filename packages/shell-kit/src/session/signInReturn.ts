import type { Location } from 'react-router';

/** What the sign-in guard leaves for /login: the page asked for when a session ended under it. */
export type SignInReturnState = { sessionEnded: true; returnTo: string };

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';
/** Where a log-in the user started leads (product spec §2). */
export const AFTER_SIGN_IN_PATH = '/meals';

export function signInReturnState(location: Location): SignInReturnState {
  return {
    sessionEnded: true,
    returnTo: `${location.pathname}${location.search}${location.hash}`,
  };
}

/** The session-ended return left by the guard, if the state is one (anything else is ignored). */
export function signInReturnOf(state: unknown): SignInReturnState | null {
  const candidate = state as Partial<SignInReturnState> | null;
  return candidate?.sessionEnded === true &&
    typeof candidate.returnTo === 'string' &&
    candidate.returnTo.startsWith('/') &&
    !candidate.returnTo.startsWith('//')
    ? { sessionEnded: true, returnTo: candidate.returnTo }
    : null;
}

/**
 * The query parameter of /login and /signup naming the page of this site to
 * open once signed in (`/login?next=%2Finvites%2F<token>`), for a link that
 * asks to sign in and come back, e.g. an invitation's.
 */
export const RETURN_PATH_PARAM = 'next';

const SAME_SITE_BASE = 'http://same-site.invalid';

/**
 * `value` when it is a path on this site (`/invites/x?y#z`), else null:
 * never another origin (`//evil.example`, `/\\evil.example`, `https:…`), nor
 * a path with control characters, which browsers strip before resolving.
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const url = new URL(value, SAME_SITE_BASE);
    return url.origin === SAME_SITE_BASE ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** The same-site page a `?next=` of `search` names, if any. */
export function returnPathOf(search: string): string | null {
  return sameSitePath(new URLSearchParams(search).get(RETURN_PATH_PARAM));
}

/** `/login` or `/signup` that comes back to `returnTo` once signed in. */
export function signInPathReturningTo(page: '/login' | '/signup', returnTo: string): string {
  return `${page}?${new URLSearchParams({ [RETURN_PATH_PARAM]: returnTo })}`;
}

/**
 * Where to go once signed in: the same-site page `?next=` names, else back
 * to the page asked for after a session ended, else /meals.
 */
export function afterSignInPath(state: unknown, search = ''): string {
  return returnPathOf(search) ?? signInReturnOf(state)?.returnTo ?? AFTER_SIGN_IN_PATH;
}
