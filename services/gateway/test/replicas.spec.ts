import { startGateway, type RunningGateway } from './support/gateway';
import {
  refusingUrl,
  startEchoUpstream,
  startResettingUpstream,
  type EchoedRequest,
  type Upstream,
} from './support/upstream';

const READINESS_INTERVAL_MS = 50;
const settle = () => new Promise((resolve) => setTimeout(resolve, READINESS_INTERVAL_MS * 4));

describe('gateway with several replicas of a service', () => {
  const started: Array<{ close(): Promise<void> }> = [];
  let gateway: RunningGateway | undefined;

  async function gatewayFor(
    diaryUrls: string[],
    readinessIntervalMs = READINESS_INTERVAL_MS,
  ): Promise<RunningGateway> {
    gateway = await startGateway({
      DIARY_URL: diaryUrls.join(','),
      UPSTREAM_READINESS_INTERVAL_MS: String(readinessIntervalMs),
    });
    return gateway;
  }

  async function echo(options: Parameters<typeof startEchoUpstream>[1] = {}): Promise<Upstream> {
    const upstream = await startEchoUpstream('diary', options);
    started.push(upstream);
    return upstream;
  }

  afterEach(async () => {
    await gateway?.close();
    gateway = undefined;
    await Promise.all(started.splice(0).map((upstream) => upstream.close()));
  });

  it('balances requests round-robin across the replicas', async () => {
    const [first, second] = [await echo(), await echo()];
    const { url } = await gatewayFor([first.url, second.url]);

    for (let i = 0; i < 10; i++) {
      expect((await fetch(`${url}/api/meals`)).status).toBe(200);
    }

    expect([first.hits, second.hits]).toEqual([5, 5]);
  });

  it('sends a request whose connection is refused to another replica, POST bodies included', async () => {
    const alive = await echo();
    const { url } = await gatewayFor([await refusingUrl(), alive.url]);

    for (let i = 0; i < 4; i++) {
      const read = await fetch(`${url}/api/meals`);
      expect(read.status).toBe(200);
      const write = await fetch(`${url}/api/meals`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Ramen ${i}` }),
      });
      expect(write.status).toBe(200);
      const echoed = (await write.json()) as EchoedRequest;
      expect(Buffer.from(echoed.bodyBase64, 'base64').toString()).toBe(`{"name":"Ramen ${i}"}`);
    }
    expect(alive.hits).toBe(8);
  });

  it('sends a POST refused by a replica not yet known to be down to another one, body intact', async () => {
    const alive = await echo();
    // No readiness poll comes before the requests: the refusing replica still counts as ready.
    const { url } = await gatewayFor([alive.url, await refusingUrl()], 60_000);

    // Round-robin sends the first request to the second replica, which refuses.
    const write = await fetch(`${url}/api/meals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Udon' }),
    });

    expect(write.status).toBe(200);
    const echoed = (await write.json()) as EchoedRequest;
    expect(Buffer.from(echoed.bodyBase64, 'base64').toString()).toBe('{"name":"Udon"}');
    expect(alive.hits).toBe(1);
  });

  it('answers 502 when every replica refuses', async () => {
    const { url } = await gatewayFor([await refusingUrl(), await refusingUrl()]);

    const response = await fetch(`${url}/api/meals`);

    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: 'Diary service is unavailable' });
  });

  it('leaves out a replica that is not ready', async () => {
    const draining = await echo({ readyStatus: 503 });
    const ready = await echo();
    const { url } = await gatewayFor([draining.url, ready.url]);
    await settle();

    for (let i = 0; i < 6; i++) expect((await fetch(`${url}/api/meals`)).status).toBe(200);

    expect([draining.hits, ready.hits]).toEqual([0, 6]);
  });

  it('retries a GET broken before its response on another replica, but not a POST', async () => {
    const resetting = await startResettingUpstream();
    started.push(resetting);
    const alive = await echo();
    const { url } = await gatewayFor([resetting.url, alive.url]);

    const reads = await Promise.all([1, 2, 3, 4].map(() => fetch(`${url}/api/meals`)));
    expect(reads.map((read) => read.status)).toEqual([200, 200, 200, 200]);
    expect(resetting.hits).toBeGreaterThan(0);

    const resetBefore = resetting.hits;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const write = await fetch(`${url}/api/meals`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"name":"Ramen"}',
      });
      statuses.push(write.status);
    }
    // A POST the breaking replica received may have taken effect there: it is not sent again.
    const broken = resetting.hits - resetBefore;
    expect(broken).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 502)).toHaveLength(broken);
    expect(statuses.filter((status) => status === 200)).toHaveLength(4 - broken);
  });
});
