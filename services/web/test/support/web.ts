import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { generateTestKeyPair, listenOnLoopback, signTestToken } from '@dd/nest-common/testing';
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
  return {
    ...(await listenOnLoopback(app)),
    app,
    tokenFor: (userId) => signTestToken(keys.privateKey, { id: userId }),
  };
}
