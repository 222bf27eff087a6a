import { connect, createServer } from 'node:net';
import { startEchoUpstream, type Upstream } from '@dd/nest-common/testing';

export { startEchoUpstream, type EchoedRequest, type Upstream } from '@dd/nest-common/testing';

/**
 * A server that says it is ready (GET /healthz/ready) but breaks the
 * connection of any other request as soon as it arrives, before answering.
 */
export async function startResettingUpstream(): Promise<Pick<Upstream, 'url' | 'hits' | 'close'>> {
  const upstream = { hits: 0 };
  const server = createServer((socket) => {
    socket.on('data', (data) => {
      if (data.toString('latin1').startsWith('GET /healthz/ready ')) {
        socket.write(
          'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 2\r\n\r\n{}',
        );
        return;
      }
      upstream.hits += 1;
      socket.resetAndDestroy();
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return Object.assign(upstream, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/**
 * A loopback URL on which nothing listens: connections are refused. Port 1
 * (tcpmux) is privileged and unused: a port picked with listen(0) and closed
 * again could be handed by the kernel to the next server any test starts
 * (the gateway itself, or an upstream that resets connections), which then
 * answers instead of refusing. Checked once, so a machine where something
 * does listen there fails loudly rather than strangely.
 */
export async function refusingUrl(): Promise<string> {
  refused ??= new Promise<void>((resolve, reject) => {
    const socket = connect(REFUSING_PORT, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      reject(
        new Error(`something listens on 127.0.0.1:${REFUSING_PORT}; the tests need it closed`),
      );
    });
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' ? resolve() : reject(error),
    );
  });
  await refused;
  return `http://127.0.0.1:${REFUSING_PORT}`;
}

const REFUSING_PORT = 1;
let refused: Promise<void> | undefined;

export type EchoServices = Record<'auth' | 'diary' | 'media' | 'yelp' | 'web', Upstream>;

/** An echo upstream for each of the four services and the web tier, and their URLs as the gateway reads them. */
export async function startEchoServices(): Promise<{
  upstreams: EchoServices;
  env: NodeJS.ProcessEnv;
  close(): Promise<void>;
}> {
  const [auth, diary, media, yelp, web] = await Promise.all(
    (['auth', 'diary', 'media', 'yelp', 'web'] as const).map((name) => startEchoUpstream(name)),
  );
  const upstreams = { auth, diary, media, yelp, web };
  return {
    upstreams,
    env: {
      AUTH_URL: auth.url,
      DIARY_URL: diary.url,
      MEDIA_URL: media.url,
      YELP_URL: yelp.url,
      WEB_URL: web.url,
    },
    close: async () => {
      await Promise.all(Object.values(upstreams).map((upstream) => upstream.close()));
    },
  };
}
