import { Navigate, Outlet } from 'react-router';
import { useSession } from '@dd/shell-kit';

/** Guards the signed-in-only routes (spec §2): visitors go to /login. */
export function RequireSignIn() {
  const { isSignedIn } = useSession();
  return isSignedIn ? <Outlet /> : <Navigate to="/login" replace />;
}
