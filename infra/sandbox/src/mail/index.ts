import type { FastifyInstance } from 'fastify';
import { Outbox } from './outbox';
import { startSmtpCapture } from './smtp-capture';

export { Outbox, type CapturedMail } from './outbox';
export { startSmtpCapture, type SmtpCapture } from './smtp-capture';

export interface MailSandboxOptions {
  /** Port of the SMTP capture server; left out, no SMTP server is started (e.g. in unit tests). */
  smtpPort?: number;
  smtpHost?: string;
}

/**
 * The mail stand-in: an SMTP server capturing every message, and
 * GET /outbox/messages[?to=<email>] (newest first) and DELETE /outbox/messages
 * for tests and developers to read and clear them.
 */
export async function mailSandbox(
  app: FastifyInstance,
  options: MailSandboxOptions,
): Promise<void> {
  const outbox = new Outbox();
  if (options.smtpPort !== undefined) {
    const capture = await startSmtpCapture(outbox, {
      port: options.smtpPort,
      host: options.smtpHost,
    });
    app.log.info(`SMTP capture listening on port ${capture.port}`);
    app.addHook('onClose', () => capture.close());
  }

  app.get<{ Querystring: { to?: string } }>('/outbox/messages', async (request) =>
    outbox.list(typeof request.query.to === 'string' ? request.query.to : undefined),
  );
  app.delete('/outbox/messages', async (_request, reply) => {
    outbox.clear();
    return reply.code(204).send();
  });
}
