import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  Body,
  Controller,
  Module,
  NotFoundException,
  Post,
  ServiceUnavailableException,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { loadServiceConfig } from '../config/service-config';
import { tooManyRequests } from '../http/retry-after.exception';
import { ServiceCoreModule } from '../service-core/service-core.module';
import { healthWhenReady, ServiceUnderTest, signTestToken, startServiceForTest } from '../testing';
import { WAIT_FOR_FIRST_MS } from './idempotency.interceptor';
import { Idempotent } from './idempotent.decorator';

/** What the next create does before it answers; every create that gets through counts. */
const behaviour = { failWith: undefined as Error | undefined, delayMs: 0, created: 0 };

@Controller('api/things')
@UseGuards(JwtAuthGuard)
class ThingsController {
  @Post()
  @Idempotent()
  async create(@Body() body: { name: string }) {
    const failure = behaviour.failWith;
    behaviour.failWith = undefined;
    if (failure) throw failure;
    await sleep(behaviour.delayMs);
    behaviour.created += 1;
    return { id: behaviour.created, name: body.name };
  }
}

describe('IdempotencyInterceptor (a real Nest app on Redis)', () => {
  let service: ServiceUnderTest;
  let key = '';

  beforeAll(async () => {
    service = await startServiceForTest('nest_common_idempotency', (env) => {
      @Module({
        imports: [ServiceCoreModule.forRoot(loadServiceConfig({ defaultDb: 'unused' }, env))],
        controllers: [ThingsController],
      })
      class ServiceModule {}
      return ServiceModule;
    });
    await healthWhenReady(service.app);
  });

  afterAll(() => service.stop());

  beforeEach(() => {
    behaviour.failWith = undefined;
    behaviour.delayMs = 0;
    key = `spec-key-${randomUUID()}`;
  });

  function post(name: string) {
    return service.app.inject({
      method: 'POST',
      url: '/api/things',
      payload: { name },
      headers: {
        authorization: `Bearer ${signTestToken(service.privateKey, { id: 'user-ada' })}`,
        'idempotency-key': key,
      },
    });
  }

  it.each([
    ['a 503', new ServiceUnavailableException('The database is down')],
    ['a 401', new UnauthorizedException('Sign in again')],
    ['a 429', tooManyRequests('Slow down', 1)],
  ])('frees the key after %s, so the retry runs', async (_label, failure) => {
    behaviour.failWith = failure;
    const failed = await post('retried');
    const createdBefore = behaviour.created;
    const retried = await post('retried');

    expect(failed.statusCode).toBeGreaterThanOrEqual(400);
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(behaviour.created).toBe(createdBefore + 1);
    // The retry's answer is the one the key keeps.
    const again = await post('retried');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(retried.json());
  });

  it('remembers a 4xx the handler answered, and replays it', async () => {
    behaviour.failWith = new NotFoundException('Restaurant not found');
    const first = await post('refused');
    const createdBefore = behaviour.created;
    const replay = await post('refused');

    expect(first.statusCode).toBe(404);
    expect(replay.statusCode).toBe(404);
    expect(replay.json()).toEqual({ message: 'Restaurant not found' });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(behaviour.created).toBe(createdBefore);
  });

  it('makes a repeat wait for the first request and answers its record', async () => {
    behaviour.delayMs = 1000;
    const createdBefore = behaviour.created;
    const first = post('slow');
    await sleep(100);
    const repeat = await post('slow');

    expect((await first).statusCode).toBe(201);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toEqual((await first).json());
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(behaviour.created).toBe(createdBefore + 1);
  });

  it('answers 409 with Retry-After to a repeat when the first outlasts the wait', async () => {
    behaviour.delayMs = WAIT_FOR_FIRST_MS + 1500;
    const first = post('slower');
    await sleep(100);
    const repeat = await post('slower');

    expect(repeat.statusCode).toBe(409);
    expect(repeat.headers['retry-after']).toBe('1');
    expect(repeat.json().message).toMatch(/still being processed/);
    expect((await first).statusCode).toBe(201);
  }, 20_000);
});
