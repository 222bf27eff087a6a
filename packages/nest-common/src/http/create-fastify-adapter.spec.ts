import { connect } from 'node:net';
import { Body, Controller, Get, Module, Post, Req } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { createTestApp } from '../testing';
import type { FastifyAdapterOptions } from './create-fastify-adapter';

@Controller('probe')
class ProbeController {
  @Post('echo')
  echo(@Body() body: unknown): unknown {
    return { body };
  }

  @Get('path/:name')
  path(@Req() request: FastifyRequest): unknown {
    return { url: request.url, params: request.params };
  }

  @Get('client')
  client(@Req() request: FastifyRequest): unknown {
    return { ip: request.ip, protocol: request.protocol };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

/** What a raw TCP client receives for `chunks` (sent `gapMs` apart) until the server closes the socket. */
function rawExchange(
  port: number,
  chunks: string[],
  { gapMs = 0, giveUpMs = 10_000 } = {},
): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after ${giveUpMs} ms; received ${JSON.stringify(answer)}`));
    }, giveUpMs);
    socket.on('data', (data) => (answer += data.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(giveUp);
      clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    socket.on('connect', () => {
      const pending = [...chunks];
      socket.write(pending.shift()!);
      if (gapMs > 0) {
        timer = setInterval(() => {
          if (pending.length && !socket.destroyed) socket.write(pending.shift()!);
        }, gapMs);
      }
    });
  });
}

function bodyOf(rawAnswer: string): unknown {
  return JSON.parse(rawAnswer.slice(rawAnswer.indexOf('\r\n\r\n') + 4));
}

describe('createFastifyAdapter', () => {
  async function listening(options: FastifyAdapterOptions = {}) {
    const app = await createTestApp(ProbeModule, options);
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as { port: number };
    return { app, port };
  }

  describe('bodies', () => {
    let app: NestFastifyApplication;

    beforeAll(async () => {
      app = await createTestApp(ProbeModule);
    });

    afterAll(() => app.close());

    it('accepts JSON', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/probe/echo',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        payload: '{"name":"Ramen"}',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ body: { name: 'Ramen' } });
    });

    it.each([
      ['a form', 'application/x-www-form-urlencoded', 'name=Ramen'],
      ['plain text', 'text/plain', '{"name":"Ramen"}'],
      ['XML', 'application/xml', '<name>Ramen</name>'],
    ])('refuses %s with 415 {message}', async (_label, type, payload) => {
      const response = await app.inject({
        method: 'POST',
        url: '/probe/echo',
        headers: { 'content-type': type },
        payload,
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: expect.any(String) });
    });

    it('refuses a body without a content type with 415 {message}', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/probe/echo',
        payload: Buffer.from('name=Ramen'),
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: expect.any(String) });
    });

    it('answers a URL it cannot decode with 400 {message}', async () => {
      const response = await app.inject({ method: 'GET', url: '/probe/%zz' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: expect.any(String) });
    });
  });

  describe('paths', () => {
    let app: NestFastifyApplication;

    beforeAll(async () => {
      app = await createTestApp(ProbeModule);
    });

    afterAll(() => app.close());

    it.each([
      '/probe/path/ramen',
      '/%70robe/path/ramen',
      '/probe//path/%72amen',
      '/probe/x/../path/./ramen',
      '/probe/x/%2E%2E/path/ramen',
    ])('routes %j by its normalised path, which the handler sees', async (url) => {
      const response = await app.inject({ method: 'GET', url: `${url}?q=%61` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        url: '/probe/path/ramen?q=%61',
        params: { name: 'ramen' },
      });
    });

    it('keeps an encoded slash as data, not a separator', async () => {
      const response = await app.inject({ method: 'GET', url: '/probe/path/a%2fb' });
      expect(response.json()).toEqual({
        url: '/probe/path/a%2Fb',
        params: { name: 'a/b' },
      });
    });
  });

  describe('on the wire', () => {
    it('answers a request the HTTP parser refuses with 400 {message} and closes', async () => {
      const { app, port } = await listening();
      try {
        const { answer } = await rawExchange(port, [
          'GET /probe/client HTTP/1.1\r\nHost x\r\n\r\n',
        ]);
        expect(answer).toMatch(/^HTTP\/1\.1 400 /);
        expect(bodyOf(answer)).toEqual({ message: 'Malformed request' });
      } finally {
        await app.close();
      }
    });

    it('closes a connection whose body stops arriving half-way', async () => {
      const { app, port } = await listening({ idleTimeoutMs: 300 });
      try {
        const { closedAfterMs } = await rawExchange(port, [
          'POST /probe/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":"R',
        ]);
        expect(closedAfterMs).toBeLessThan(5000);
      } finally {
        await app.close();
      }
    });

    it('answers 408 {message} to a body that trickles in for longer than the request time-out', async () => {
      const { app, port } = await listening({ requestTimeoutMs: 500, idleTimeoutMs: 10_000 });
      try {
        const trickle = Array.from({ length: 100 }, () => ' ');
        const { answer, closedAfterMs } = await rawExchange(
          port,
          [
            'POST /probe/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
            ...trickle,
          ],
          { gapMs: 100 },
        );
        expect(closedAfterMs).toBeLessThan(5000);
        expect(answer).toMatch(/^HTTP\/1\.1 408 /);
        expect(bodyOf(answer)).toEqual({ message: 'Request timed out' });
      } finally {
        await app.close();
      }
    });
  });

  describe('X-Forwarded-For', () => {
    async function clientSeenBy(options: FastifyAdapterOptions, remoteAddress: string) {
      const app = await createTestApp(ProbeModule, options);
      try {
        const response = await app.inject({
          method: 'GET',
          url: '/probe/client',
          remoteAddress,
          headers: { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' },
        });
        return response.json<{ ip: string; protocol: string }>();
      } finally {
        await app.close();
      }
    }

    it('is believed from a trusted proxy (loopback by default)', async () => {
      expect(await clientSeenBy({}, '127.0.0.1')).toEqual({ ip: '203.0.113.9', protocol: 'https' });
      expect(await clientSeenBy({ trustedProxies: ['10.1.0.0/16'] }, '10.1.2.3')).toEqual({
        ip: '203.0.113.9',
        protocol: 'https',
      });
    });

    it('is ignored from anyone else', async () => {
      expect(await clientSeenBy({}, '198.51.100.4')).toEqual({
        ip: '198.51.100.4',
        protocol: 'http',
      });
      expect(await clientSeenBy({ trustedProxies: ['10.1.2.3'] }, '127.0.0.1')).toEqual({
        ip: '127.0.0.1',
        protocol: 'http',
      });
      expect(await clientSeenBy({ trustedProxies: [] }, '127.0.0.1')).toEqual({
        ip: '127.0.0.1',
        protocol: 'http',
      });
    });
  });
});
