import { http, HttpResponse } from 'msw';
import { server } from './server';

/** A request as the fake API received it; `body` is parsed JSON, FormData (multipart), text, or undefined. */
export type ReceivedRequest = {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
};

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  return type.includes('json') ? JSON.parse(text) : text;
}

/**
 * Answers `method path` (MSW path syntax: '/api/meals/:id') with `reply`
 * (default 200 `{}`) for the rest of the test, and records each request it
 * answered, so a test can assert what was sent.
 */
export function answer(
  method: Method,
  path: string,
  reply: (request: ReceivedRequest) => Response | Promise<Response> = () => HttpResponse.json({}),
): ReceivedRequest[] {
  const received: ReceivedRequest[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      const entry: ReceivedRequest = {
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
        body: await readBody(request),
      };
      received.push(entry);
      return reply(entry);
    }),
  );
  return received;
}
