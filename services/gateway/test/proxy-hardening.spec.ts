import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { startGateway, type RunningGateway } from './support/gateway';
import { rawRequest } from './support/raw-http';
import { startEchoUpstream, type EchoedRequest, type Upstream } from './support/upstream';

const MEBIBYTE = 1024 * 1024;

function echoOf(body: Buffer): EchoedRequest {
  return JSON.parse(body.toString()) as EchoedRequest;
}

describe('gateway proxy, hardened', () => {
  let diary: Upstream;
  let media: Upstream;
  let gateway: RunningGateway;

  beforeAll(async () => {
    // Its own keep-alive time-out (5 s) differs from the gateway's (72 s), so a leaked header shows.
    [diary, media] = await Promise.all([
      startEchoUpstream('diary', { keepAliveTimeoutMs: 5000 }),
      startEchoUpstream('media', { keepAliveTimeoutMs: 5000 }),
    ]);
    gateway = await startGateway({
      DIARY_URL: diary.url,
      MEDIA_URL: media.url,
      IMPORT_MAX_BYTES: String(3 * MEBIBYTE),
    });
  });

  afterAll(async () => {
    await gateway.close();
    await Promise.all([diary.close(), media.close()]);
  });

  describe('Expect: 100-continue', () => {
    it('answers 100 Continue itself and streams a 5 MB upload to media byte for byte', async () => {
      const file = randomBytes(5 * MEBIBYTE);
      const answer = await rawRequest(`${gateway.url}/api/uploads/proxy`, {
        method: 'POST',
        headers: {
          expect: '100-continue',
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(file.length),
          authorization: `Bearer ${gateway.tokenFor('user-uploader')}`,
        },
        body: file,
      });

      expect(answer.continued).toBe(true);
      expect(answer.status).toBe(200);
      const echoed = echoOf(answer.body);
      expect(echoed.service).toBe('media');
      expect(echoed.headers.expect).toBeUndefined();
      expect(Buffer.from(echoed.bodyBase64, 'base64').equals(file)).toBe(true);
    });
  });

  describe('hop-by-hop headers (RFC 9110 §7.6.1)', () => {
    it('does not pass the client’s Keep-Alive, TE, Upgrade or Connection-named headers upstream', async () => {
      const answer = await rawRequest(`${gateway.url}/api/restaurants`, {
        headers: {
          connection: 'keep-alive, x-client-hop',
          'keep-alive': 'timeout=5',
          'x-client-hop': 'secret',
          te: 'trailers',
          upgrade: 'websocket',
          'x-end-to-end': 'kept',
        },
      });

      expect(answer.status).toBe(200);
      const { headers } = echoOf(answer.body);
      expect(headers['keep-alive']).toBeUndefined();
      expect(headers['x-client-hop']).toBeUndefined();
      expect(headers.te).toBeUndefined();
      expect(headers.upgrade).toBeUndefined();
      expect(headers['x-end-to-end']).toBe('kept');
    });

    it('does not pass the service’s connection headers back to the client', async () => {
      const answer = await rawRequest(`${gateway.url}/api/restaurants`, {
        headers: {
          'x-echo-headers': JSON.stringify({ connection: 'x-upstream-hop', 'x-upstream-hop': '1' }),
        },
      });

      expect(answer.status).toBe(200);
      expect(answer.headers['x-upstream-hop']).toBeUndefined();
      // The gateway's own keep-alive (72 s), never the service's (5 s).
      expect(answer.headers['keep-alive']).not.toBe('timeout=5');
      expect(answer.headers['x-served-by']).toBe('diary');
    });

    it('honours the client’s Connection: close', async () => {
      const answer = await rawRequest(`${gateway.url}/api/restaurants`, {
        headers: { connection: 'close' },
      });

      expect(answer.status).toBe(200);
      expect(answer.headers.connection).toBe('close');
      expect(answer.headers['keep-alive']).toBeUndefined();
      expect(answer.closed).toBe(true);
    });
  });

  describe('body size limits', () => {
    it('answers a 25 MB upload 413 {message} from its Content-Length, without calling media', async () => {
      const hitsBefore = media.hits;
      const answer = await rawRequest(`${gateway.url}/api/uploads/proxy`, {
        method: 'POST',
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(25 * MEBIBYTE),
        },
        body: Buffer.alloc(25 * MEBIBYTE),
      });

      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body.toString())).toEqual({
        message: 'The file is too large: at most 20 MB',
      });
      expect(media.hits).toBe(hitsBefore);
    });

    it('cuts off a chunked upload once it passes the limit with 413 {message}', async () => {
      const chunk = Buffer.alloc(MEBIBYTE);
      const answer = await rawRequest(`${gateway.url}/api/uploads/proxy`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: Array.from({ length: 25 }, () => chunk),
      });

      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body.toString())).toEqual({
        message: 'The file is too large: at most 20 MB',
      });
    });

    it('passes an import archive over the API limit and stops one over its own limit with 413 {message}', async () => {
      const withinLimit = await fetch(`${gateway.url}/api/imports`, {
        method: 'POST',
        headers: { 'content-type': 'application/zip' },
        body: randomBytes(2 * MEBIBYTE),
      });
      expect(withinLimit.status).toBe(200);
      const echoed = echoOf(Buffer.from(await withinLimit.arrayBuffer()));
      expect(Buffer.from(echoed.bodyBase64, 'base64').length).toBe(2 * MEBIBYTE);

      const hitsBefore = diary.hits;
      const tooLarge = await rawRequest(`${gateway.url}/api/imports`, {
        method: 'POST',
        headers: { 'content-type': 'application/zip', 'content-length': String(4 * MEBIBYTE) },
        body: Buffer.alloc(4 * MEBIBYTE),
      });
      expect(tooLarge.status).toBe(413);
      expect(JSON.parse(tooLarge.body.toString())).toEqual({
        message: 'The file is too large: an import is at most 3 MB',
      });
      expect(diary.hits).toBe(hitsBefore);
    });

    it('answers a JSON body over 1 MiB 413 {message}, without calling the service', async () => {
      const hitsBefore = diary.hits;
      const response = await fetch(`${gateway.url}/api/meals`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ notes: 'x'.repeat(MEBIBYTE) }),
      });

      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: 'Request body is too large' });
      expect(diary.hits).toBe(hitsBefore);
    });

    it('passes a body within its limit', async () => {
      const body = JSON.stringify({ notes: 'x'.repeat(MEBIBYTE - 100) });
      const response = await fetch(`${gateway.url}/api/meals`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });

      expect(response.status).toBe(200);
      expect(
        Buffer.from(((await response.json()) as EchoedRequest).bodyBase64, 'base64').length,
      ).toBe(body.length);
    });
  });

  describe('errors in the gateway’s own shape', () => {
    it('answers a URL it cannot decode with 400, exactly {message}', async () => {
      const answer = await rawRequest(`${gateway.url}/api/meals/%zz`);
      expect(answer.status).toBe(400);
      expect(Object.keys(JSON.parse(answer.body.toString()))).toEqual(['message']);
    });

    it('answers a request the HTTP parser refuses with 400, exactly {message}', async () => {
      const { port } = new URL(gateway.url);
      const raw = await new Promise<string>((resolve) => {
        const socket = connect(Number(port), '127.0.0.1', () =>
          socket.write('GET /api/meals HTTP/1.1\r\nHost x\r\n\r\n'),
        );
        let received = '';
        socket.on('data', (data) => (received += data.toString()));
        socket.on('close', () => resolve(received));
      });
      expect(raw).toMatch(/^HTTP\/1\.1 400 /);
      expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
        message: 'Malformed request',
      });
    });
  });
});
