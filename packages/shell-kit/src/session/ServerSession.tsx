import { createContext, useContext, type ReactNode } from 'react';
import type { AuthUser } from '@dd/contracts';

export interface ServerSessionValue {
  token: string;
  user: AuthUser;
}

const ServerSessionContext = createContext<ServerSessionValue | null>(null);

/**
 * The session a page is rendered for on the server, where there is no
 * storage to read it from: useSession's server snapshot.
 */
export function ServerSession({
  session,
  children,
}: {
  session: ServerSessionValue;
  children: ReactNode;
}) {
  return <ServerSessionContext value={session}>{children}</ServerSessionContext>;
}

export function useServerSession(): ServerSessionValue | null {
  return useContext(ServerSessionContext);
}

/**
 * Whether this render is a page rendered on the server (a user's first
 * screen, which the app replaces once it has painted the page itself).
 */
export function useIsServerRender(): boolean {
  return useContext(ServerSessionContext) !== null;
}
