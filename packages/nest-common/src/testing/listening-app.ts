import type { NestFastifyApplication } from '@nestjs/platform-fastify';

export interface ListeningApp {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  close(): Promise<void>;
}

/**
 * Listens on a random loopback port; `close()` ends the clients' kept-alive
 * sockets first (the tests' fetch keeps them), so closing never waits on one.
 */
export async function listenOnLoopback(app: NestFastifyApplication): Promise<ListeningApp> {
  await app.listen(0, '127.0.0.1');
  return {
    url: (await app.getUrl()).replace('[::1]', '127.0.0.1'),
    async close() {
      app.getHttpServer().closeAllConnections();
      await app.close();
    },
  };
}
