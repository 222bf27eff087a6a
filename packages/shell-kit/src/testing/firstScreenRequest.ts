import type { AuthUser, FirstScreenRequest } from '@dd/contracts';
import { makeToken, testUser } from './makeToken';
import { testRuntimeConfig } from './testRuntimeConfig';

export type FirstScreenTestRequest = FirstScreenRequest & {
  /** What the page asked the API, as `GET /api/…`, in order. */
  asked: string[];
  /** The Authorization header of each of those requests. */
  authorizations: (string | undefined)[];
};

/**
 * What the web tier gives a remote's server renderer for the page at `address`
 * (path and query), for `user`: an API that answers each GET by its path from
 * `answers` (a body answered with 200, or a Response), and 404 otherwise.
 */
export function firstScreenRequest(
  address: string,
  answers: Record<string, unknown> = {},
  user: AuthUser = testUser,
): FirstScreenTestRequest {
  const url = new URL(address, 'http://diary.test');
  const asked: string[] = [];
  const authorizations: (string | undefined)[] = [];
  return {
    asked,
    authorizations,
    location: { pathname: url.pathname, search: url.search },
    token: makeToken(user),
    user,
    config: testRuntimeConfig,
    fetchApi: (path, { method, headers }) => {
      asked.push(`${method} ${path}`);
      authorizations.push(headers.Authorization);
      const answer = answers[path];
      if (answer instanceof Response) return Promise.resolve(answer);
      return Promise.resolve(
        path in answers
          ? Response.json(answer)
          : Response.json({ message: 'Not Found' }, { status: 404 }),
      );
    },
  };
}
