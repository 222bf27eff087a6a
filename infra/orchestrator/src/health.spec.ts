import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort } from './net';
import { HealthTimeoutError, waitForHttpOk } from './health';

describe('waitForHttpOk', () => {
  let server: http.Server | undefined;

  afterEach(async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    server = undefined;
  });

  async function serve(statusFor: (attempt: number) => number): Promise<string> {
    let attempt = 0;
    server = http.createServer((_request, response) => {
      response.writeHead(statusFor(++attempt), { 'content-type': 'application/json' });
      response.end('{"status":"error","checks":{"mongo":"down"}}');
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/healthz`;
  }

  it('resolves once the URL answers 200', async () => {
    const url = await serve((attempt) => (attempt < 3 ? 503 : 200));
    await expect(waitForHttpOk(url, { timeoutMs: 2000, intervalMs: 10 })).resolves.toBeUndefined();
  });

  it('gives up at the deadline, naming the last answer', async () => {
    const url = await serve(() => 503);
    const started = Date.now();

    const waiting = waitForHttpOk(url, { timeoutMs: 300, intervalMs: 20 });

    await expect(waiting).rejects.toThrow(HealthTimeoutError);
    await expect(waiting).rejects.toThrow(
      /did not answer 200 within 300 ms \(last: status 503: .*"mongo":"down"/,
    );
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('reports a refused connection', async () => {
    const url = `http://127.0.0.1:${await freePort()}/healthz`;
    await expect(waitForHttpOk(url, { timeoutMs: 200, intervalMs: 20 })).rejects.toThrow(
      /last: ECONNREFUSED/,
    );
  });
});
