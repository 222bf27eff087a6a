import { AuthUnderTest, startAuthForTest } from './support/auth-under-test';
import { client, uniqueEmail } from './support/requests';

describe('password hashing under a sign-up burst (real argon2)', () => {
  let stack: AuthUnderTest;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    stack = await startAuthForTest({
      PASSWORD_HASH_CONCURRENCY: '1',
      PASSWORD_HASH_QUEUE_MAX: '6',
      // Long enough never to expire on a busy machine: these tests are about the queue's length.
      PASSWORD_QUEUE_MAX_WAIT_MS: '60000',
    });
    api = client(stack.auth.app);
  });

  afterAll(() => stack.stop());

  const newUser = (label: string) => ({
    email: uniqueEmail(label),
    fullName: 'Burst',
    password: 'a long enough password',
  });

  it('keeps log-in responsive: it finishes before most of the sign-ups queued ahead of it', async () => {
    const member = newUser('member');
    expect((await api.signup(member)).statusCode).toBe(201);

    const finished: string[] = [];
    const signups = Array.from({ length: 6 }, (_, index) =>
      api.signup(newUser(`burst-${index}`)).then((answer) => {
        finished.push('signup');
        return answer.statusCode;
      }),
    );
    const login = api.login({ email: member.email, password: member.password }).then((answer) => {
      finished.push('login');
      return answer.statusCode;
    });

    expect(await login).toBe(200);
    expect(await Promise.all(signups)).toEqual([201, 201, 201, 201, 201, 201]);
    // Hashing one at a time leaves threads to verify with: the log-in does not
    // wait behind the burst (unbounded, it would finish among the last).
    expect(finished.indexOf('login')).toBeLessThanOrEqual(2);
  });

  it('refuses sign-ups beyond the queue at once with 503 {message} and Retry-After', async () => {
    const settled: Array<{ status: number; at: number }> = [];
    await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        stack.auth.app
          .inject({ method: 'POST', url: '/api/auth/signup', payload: newUser(`queue-${index}`) })
          .then((answer) => {
            settled.push({ status: answer.statusCode, at: Date.now() });
            if (answer.statusCode === 503) {
              expect(answer.json()).toEqual({
                message:
                  'Too many accounts are being set up right now. Please try again in a moment.',
              });
              expect(answer.headers['retry-after']).toBe('5');
            }
          }),
      ),
    );

    const refused = settled.filter(({ status }) => status === 503);
    const created = settled.filter(({ status }) => status === 201);
    expect(created).toHaveLength(7);
    expect(refused).toHaveLength(3);
    // Refused without waiting for any hash to finish.
    expect(Math.max(...refused.map(({ at }) => at))).toBeLessThan(
      Math.min(...created.map(({ at }) => at)),
    );
  });
});
