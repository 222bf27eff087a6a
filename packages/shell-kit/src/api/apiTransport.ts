import { sessionStore } from '../session/sessionStore';

/**
 * Where apiRequest sends requests and whose token it sends: the browser's
 * fetch and the stored session, or, on the server rendering a user's first
 * screen, that render's own (server-render/serverApiTransport).
 */
export interface ApiTransport {
  token(): string | null;
  send(path: string, init: RequestInit): Promise<Response>;
  /** The API refused `token` (401). */
  refused(token: string): void;
}

const browserTransport: ApiTransport = {
  token: () => sessionStore.getToken(),
  send: (path, init) => fetch(path, init),
  refused: (token) => sessionStore.endSession(token),
};

let transport = browserTransport;

export function apiTransport(): ApiTransport {
  return transport;
}

/** For a server render only: the browser app never replaces its transport. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}
