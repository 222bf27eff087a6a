import { startGateway, type RunningGateway } from './support/gateway';
import { startEchoServices } from './support/upstream';

describe('gateway security headers', () => {
  let gateway: RunningGateway;
  let closeUpstreams: () => Promise<void>;

  beforeAll(async () => {
    const services = await startEchoServices();
    closeUpstreams = services.close;
    gateway = await startGateway(services.env);
  });

  afterAll(async () => {
    await gateway.close();
    await closeUpstreams();
  });

  it('sends its own answers with a CSP that lets nothing load: none of them is a page', async () => {
    for (const path of ['/api/meals', '/healthz', '/api/unknown']) {
      const response = await fetch(`${gateway.url}${path}`);
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it("passes a page's CSP, with its inline scripts' hashes, from the web tier as it is", async () => {
    const pageCsp = "default-src 'self';script-src 'self' 'sha256-abc='";
    const response = await fetch(`${gateway.url}/meals`, {
      headers: {
        accept: 'text/html',
        'x-echo-headers': JSON.stringify({ 'content-security-policy': pageCsp }),
      },
    });

    expect(response.headers.get('content-security-policy')).toBe(pageCsp);
  });

  it('adds none of its own headers to what the web tier serves: a chunk keeps the few it was sent', async () => {
    const response = await fetch(`${gateway.url}/main.3f2a9c1d7e.js`, {
      headers: { 'x-echo-headers': JSON.stringify({ 'x-content-type-options': 'nosniff' }) },
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});
