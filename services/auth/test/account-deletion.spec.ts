import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import {
  ACCOUNT_ERASURE_CONSUMERS,
  accountErasureJobId,
  accountErasureQueueName,
  erasureQueuePrefix,
} from '@dd/nest-common';
import { client, payloadOf, tokenOf, uniqueEmail } from './support/requests';
import { type AuthUnderTest, startAuthForTest } from './support/auth-under-test';

describe('POST /api/auth/delete-account', () => {
  let stack: AuthUnderTest;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    stack = await startAuthForTest({ PASSWORD_CHANGE_MAX_FAILURES: '3' });
    api = client(stack.auth.app);
  });

  afterAll(() => stack.stop());

  async function signUp(email: string): Promise<{ token: string; userId: string }> {
    const token = tokenOf(
      await api.signup({ email, fullName: 'Gone Soon', password: 'correct horse' }),
    );
    return { token, userId: payloadOf(token).user.id };
  }

  it('refuses a wrong password with 400 and deletes nothing', async () => {
    const keep = uniqueEmail('keep');
    const { token } = await signUp(keep);
    const answer = await api.call('POST', '/api/auth/delete-account', {
      token,
      body: { password: 'wrong password' },
    });
    expect(answer).toEqual({ statusCode: 400, body: { message: 'Password is incorrect' } });
    expect((await api.login({ email: keep, password: 'correct horse' })).statusCode).toBe(200);
  });

  it('asks for the password and a token', async () => {
    const { token } = await signUp(uniqueEmail('nopassword'));
    expect(
      (await api.call('POST', '/api/auth/delete-account', { token, body: {} })).statusCode,
    ).toBe(400);
    expect(
      (await api.call('POST', '/api/auth/delete-account', { body: { password: 'correct horse' } }))
        .statusCode,
    ).toBe(401);
  });

  it('deletes the account, refuses every token everywhere and queues erasure for every service', async () => {
    const gone = uniqueEmail('gone');
    const { token, userId } = await signUp(gone);
    const second = tokenOf(await api.login({ email: gone, password: 'correct horse' }));

    const answer = await api.call('POST', '/api/auth/delete-account', {
      token,
      body: { password: 'correct horse' },
    });
    expect(answer).toEqual({ statusCode: 200, body: { message: 'Account deleted' } });

    for (const used of [token, second]) {
      expect(
        (await api.updateProfile(used, { fullName: 'X', email: 'x@example.test' })).statusCode,
      ).toBe(401);
      const other = await stack.other.inject({
        method: 'GET',
        url: '/api/whoami',
        headers: { authorization: `Bearer ${used}` },
      });
      expect(other.statusCode).toBe(401);
    }
    expect((await api.login({ email: gone, password: 'correct horse' })).statusCode).toBe(401);
    // The address is free again.
    expect((await signUp(gone)).userId).not.toBe(userId);

    const connection = new IORedis(String(process.env.REDIS_URL || 'redis://127.0.0.1:6379'), {
      maxRetriesPerRequest: null,
    });
    try {
      for (const consumer of ACCOUNT_ERASURE_CONSUMERS) {
        const queue = new Queue(accountErasureQueueName(consumer), {
          connection,
          prefix: erasureQueuePrefix(stack.redisPrefix),
        });
        const job = await queue.getJob(accountErasureJobId(userId));
        expect(job?.data).toEqual({ userId, requestedAt: expect.any(String) });
        await queue.close();
      }
    } finally {
      await connection.quit();
    }
  });
});
