import { AsyncLocalStorage } from 'node:async_hooks';
import type { PageRenderRequest } from '@dd/contracts';
import { setApiTransport } from '../api/apiTransport';

/** Whom a server render asks the API for, and how. */
export interface ServerApi {
  token: string | null;
  fetchApi: PageRenderRequest['fetchApi'];
}

const currentRequest = new AsyncLocalStorage<ServerApi>();

/**
 * Sends the queries of a page rendered on the server for the user it is
 * rendered for: one server renders many users' pages at once, so the user
 * travels with the asynchronous work of its render, never in a global.
 */
export function withServerApi<T>(api: ServerApi, work: () => Promise<T>): Promise<T> {
  return currentRequest.run(api, work);
}

setApiTransport({
  token: () => currentRequest.getStore()?.token ?? null,
  send: (path, init) => {
    const request = currentRequest.getStore();
    if (!request) return Promise.reject(new Error(`No page is being rendered to ask ${path} for`));
    return request.fetchApi(path, {
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
    });
  },
  // The browser ends the session when it sees the same answer.
  refused: () => undefined,
});
