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

/** Where to go once signed in: back to the page asked for after a session ended, else /meals. */
export function afterSignInPath(state: unknown): string {
  return signInReturnOf(state)?.returnTo ?? AFTER_SIGN_IN_PATH;
}
