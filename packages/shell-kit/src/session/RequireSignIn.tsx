import { Navigate, Outlet, useLocation } from 'react-router';
import { sessionStore } from './sessionStore';
import { afterSignInPath, signInReturnState } from './signInReturn';
import { useSession } from './useSession';

/**
 * Layout route guarding the signed-in-only pages (product spec §2): visitors go to
 * /login. It follows the session store as it changes, so a session that ends
 * (log-out, expiry, a 401 from the API) leaves the page before it renders again.
 * When the session ended on its own, /login is told so, with the page to
 * return to once the user has logged in again.
 */
export function RequireSignIn() {
  const { isSignedIn } = useSession();
  const location = useLocation();
  if (isSignedIn) return <Outlet />;
  const state = sessionStore.sessionEnded() ? signInReturnState(location) : undefined;
  return <Navigate to="/login" replace state={state} />;
}

/**
 * Layout route of /login and /signup: a signed-in person has nothing to do
 * there and goes on to the diary (or back to the page a log-in returns to,
 * or to the same-site page its `?next=` names).
 */
export function SignedOutOnly() {
  const { isSignedIn } = useSession();
  const location = useLocation();
  if (!isSignedIn) return <Outlet />;
  return <Navigate to={afterSignInPath(location.state, location.search)} replace />;
}
