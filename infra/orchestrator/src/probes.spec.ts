import { pingMongo } from './mongo';
import { freePort } from './net';
import { pingRedis } from './redis';

describe('server probes', () => {
  it('report a closed port as not answering, without waiting for driver timeouts', async () => {
    const port = await freePort();
    const started = Date.now();

    expect(await pingMongo(`mongodb://127.0.0.1:${port}`)).toBe(false);
    expect(await pingRedis(`redis://127.0.0.1:${port}`)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
