import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The Element Timing name of the floor page's first meal name. */
export const FLOOR_MARK = 'floor-names';

/** The plain page: fetch the first page of meals as /meals does, write the names. */
const FLOOR_HTML = `<!doctype html><meta name="viewport" content="width=device-width"><ul id="names"></ul><script>
fetch('/api/meals?limit=24&include=tags', { headers: { authorization: 'Bearer ' + localStorage.getItem('token') } })
  .then((response) => response.json())
  .then((meals) => {
    const list = document.getElementById('names');
    meals.forEach((meal, i) => {
      const item = document.createElement('li');
      if (i === 0) item.setAttribute('elementtiming', '${FLOOR_MARK}');
      item.textContent = meal.name;
      list.append(item);
    });
  });
</script>`;

export interface FloorServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves the floor: the plain page at `/`, and `/api/…` passed through to the
 * gateway, on an origin of its own, so that its HTML and its API request
 * cross the phone's throttled network as the app's do.
 */
export async function startFloorServer(gatewayUrl: string): Promise<FloorServer> {
  const gateway = new URL(gatewayUrl);
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    if (!incoming.url?.startsWith('/api/')) {
      outgoing.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(FLOOR_HTML);
      return;
    }
    const forwarded = request(
      {
        host: gateway.hostname,
        port: gateway.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: gateway.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
