import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { generateTestKeyPair, signTestToken } from '@dd/nest-common/testing';
import { loadWebConfig } from '../../src/config';
import { createWebApp } from '../../src/web-app';

export interface RunningWeb {
  url: string;
  app: NestFastifyApplication;
  /** A session token the web tier accepts as the given user's. */
  tokenFor(userId: string): string;
  close(): Promise<void>;
}

const keys = generateTestKeyPair();

/** Starts the real web tier on a random loopback port with the given environment. */
export async function startWeb(env: NodeJS.ProcessEnv): Promise<RunningWeb> {
  const app = await createWebApp(loadWebConfig({ JWT_PUBLIC_KEY: keys.publicKey, ...env }), {
    logger: false,
  });
  await app.listen(0, '127.0.0.1');
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  return {
    url,
    app,
    tokenFor: (userId) => signTestToken(keys.privateKey, { id: userId }),
    async close() {
      // The tests' fetch keeps sockets alive; end them so closing never waits on a client.
      app.getHttpServer().closeAllConnections();
      await app.close();
    },
  };
}
