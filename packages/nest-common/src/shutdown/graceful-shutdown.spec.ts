import { Controller, Get, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestApp } from '../testing';
import { drain } from './graceful-shutdown';

const events: string[] = [];
const silent = { log: () => undefined, error: () => undefined, warn: () => undefined };

@Controller('work')
class WorkController {
  @Get('slow')
  async slow(): Promise<{ done: boolean }> {
    await new Promise((resolve) => setTimeout(resolve, 700));
    events.push('slow request answered');
    return { done: true };
  }

  @Get('quick')
  quick(): { done: boolean } {
    return { done: true };
  }
}

/** Stands in for the database and Redis clients, which close in this hook. */
class DependencyCloser implements OnApplicationShutdown {
  onApplicationShutdown(): void {
    events.push('dependencies closed');
  }
}

@Module({ controllers: [WorkController], providers: [DependencyCloser] })
class WorkModule {}

describe('graceful shutdown (a real listening server)', () => {
  let app: NestFastifyApplication;
  let url: string;

  beforeEach(async () => {
    events.length = 0;
    app = await createTestApp(WorkModule);
    await app.listen(0, '127.0.0.1');
    url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  });

  afterEach(() => app.close().catch(() => undefined));

  it('answers ready until it drains', async () => {
    const ready = await fetch(`${url}/healthz/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', checks: {} });
  });

  it('turns unready first, keeps serving during the delay, finishes requests in flight, then closes', async () => {
    const inFlight = fetch(`${url}/work/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const drained = drain(app, 'test', { drainDelayMs: 300, logger: silent }).then(() =>
      events.push('drained'),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));

    const ready = await fetch(`${url}/healthz/ready`);
    expect(ready.status).toBe(503);
    expect((await fetch(`${url}/healthz`)).status).toBe(503);
    const duringDelay = await fetch(`${url}/work/quick`);
    expect(duringDelay.status).toBe(200);
    expect(duringDelay.headers.get('connection')).toBe('close');

    const slow = await inFlight;
    expect(slow.status).toBe(200);
    expect(await slow.json()).toEqual({ done: true });
    await drained;
    expect(events).toEqual(['slow request answered', 'dependencies closed', 'drained']);
    await expect(fetch(`${url}/work/quick`)).rejects.toThrow();
  });
});
