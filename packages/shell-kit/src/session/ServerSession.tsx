import { createContext, useContext, type ReactNode } from 'react';
import type { AuthUser } from '@dd/contracts';

export interface ServerSessionValue {
  token: string;
  user: AuthUser;
  /** The diary its lists were rendered for (useCurrentDiary's server snapshot); null or absent: the personal one. */
  diaryId?: string | null;
  /** Whether the user could write in that diary when it was rendered (not a viewer); absent: yes. */
  diaryWritable?: boolean;
}

const ServerSessionContext = createContext<ServerSessionValue | null>(null);

/**
 * The session a page's HTML was rendered for: useSession's server snapshot.
 * The server renders with the user it verified; the browser hydrates with
 * the same one (null for a page rendered signed out), and React then
 * re-renders with the session the browser holds, if that is another.
 */
export function ServerSession({
  session,
  children,
}: {
  session: ServerSessionValue | null;
  children: ReactNode;
}) {
  return <ServerSessionContext value={session}>{children}</ServerSessionContext>;
}

export function useServerSession(): ServerSessionValue | null {
  return useContext(ServerSessionContext);
}
