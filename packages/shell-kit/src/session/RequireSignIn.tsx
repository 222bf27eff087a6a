import { Navigate, Outlet } from 'react-router';
import { useSession } from './useSession';

/**
 * Layout route guarding the signed-in-only pages (spec §2): visitors go to
 * /login. It follows the session store as it changes, so a session that ends
 * (log-out, expiry, a 401 from the API) leaves the page before it renders again.
 */
export function RequireSignIn() {
  const { isSignedIn } = useSession();
  return isSignedIn ? <Outlet /> : <Navigate to="/login" replace />;
}
