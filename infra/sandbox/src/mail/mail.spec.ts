import { createServer, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createTransport } from 'nodemailer';
import { buildApp } from '../app';
import type { CapturedMail } from './outbox';

describe('mail sandbox (SMTP capture + outbox)', () => {
  let app: FastifyInstance;
  let smtpPort: number;

  beforeAll(async () => {
    smtpPort = await freePort();
    app = buildApp({}, { smtpPort });
    await app.ready();
  });

  afterAll(() => app.close());

  async function send(to: string, subject: string): Promise<void> {
    const transport = createTransport({ host: '127.0.0.1', port: smtpPort, secure: false });
    try {
      await transport.sendMail({
        from: '"App" <app@example.test>',
        to,
        subject,
        text: `Body of ${subject}`,
        html: `<p>Body of ${subject}</p>`,
      });
    } finally {
      transport.close();
    }
  }

  const list = async (query = ''): Promise<CapturedMail[]> =>
    (await app.inject({ method: 'GET', url: `/outbox/messages${query}` })).json();

  it('captures mail sent over SMTP and lists it newest first, filtered by recipient', async () => {
    await send('Ada@Example.test', 'first');
    await send('grace@example.test', 'second');
    await send('ada@example.test', 'third');

    const forAda = await list('?to=ada@example.test');
    expect(forAda.map((mail) => mail.subject)).toEqual(['third', 'first']);
    expect(forAda[0]).toEqual({
      to: ['ada@example.test'],
      from: '"App" <app@example.test>',
      subject: 'third',
      text: 'Body of third',
      html: '<p>Body of third</p>',
      date: expect.any(String),
    });
    expect(await list()).toHaveLength(3);
  });

  it('DELETE /outbox/messages empties the outbox', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/outbox/messages' });
    expect(response.statusCode).toBe(204);
    expect(await list()).toEqual([]);
  });

  it('starts no SMTP server without a port', async () => {
    const port = await freePort();
    const plain = buildApp();
    await plain.ready();
    try {
      await expect(
        createTransport({ host: '127.0.0.1', port, secure: false }).verify(),
      ).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await plain.close();
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
