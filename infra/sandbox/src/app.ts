import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { discoveryPlugin } from './discovery/plugin';
import { mailSandbox, type MailSandboxOptions } from './mail';

/**
 * The sandbox: an offline stand-in for the third-party APIs the app calls
 * (Yelp, the geocoder, map tiles). Endpoints for each are registered here.
 */
export function buildApp(
  options: FastifyServerOptions = {},
  mail: MailSandboxOptions = {},
): FastifyInstance {
  const app = Fastify(options);

  app.get('/healthz', async () => ({ status: 'ok' }));
  void app.register(discoveryPlugin, { publicUrl: process.env.SANDBOX_PUBLIC_URL });
  void app.register(mailSandbox, mail);

  app.setNotFoundHandler((request, reply) => {
    void reply.code(404).send({ message: `Cannot ${request.method} ${request.url}` });
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) app.log.error(error);
    void reply
      .code(status)
      .send({ message: status >= 500 ? 'Internal server error' : error.message });
  });

  return app;
}
