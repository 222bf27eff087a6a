import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadGatewayConfig } from '../../src/config';
import { createGatewayApp } from '../../src/gateway-app';

export interface RunningGateway {
  url: string;
  close(): Promise<void>;
}

/** Starts the real gateway on a random loopback port with the given environment. */
export async function startGateway(env: NodeJS.ProcessEnv): Promise<RunningGateway> {
  const app: NestFastifyApplication = await createGatewayApp(loadGatewayConfig(env), {
    logger: false,
  });
  await app.listen(0, '127.0.0.1');
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  return {
    url,
    async close() {
      // The tests' fetch keeps sockets alive; end them so closing never waits on a client.
      app.getHttpServer().closeAllConnections();
      await app.close();
    },
  };
}
