import { AuthUnderTest, startAuthForTest } from './support/auth-under-test';
import { client, uniqueEmail } from './support/requests';

const BUSY = { message: 'Too many people are signing in right now. Please try again in a moment.' };

interface Settled {
  status: number;
  ms: number;
  body: unknown;
  retryAfter: unknown;
}

/** `count` log-ins sent at once; each answer with how long it took. */
async function loginBurst(stack: AuthUnderTest, body: object, count: number): Promise<Settled[]> {
  const started = Date.now();
  return Promise.all(
    Array.from({ length: count }, () =>
      stack.auth.app
        .inject({ method: 'POST', url: '/api/auth/login', payload: body })
        .then((answer): Settled => ({
          status: answer.statusCode,
          ms: Date.now() - started,
          body: answer.json(),
          retryAfter: answer.headers['retry-after'],
        })),
    ),
  );
}

async function member(stack: AuthUnderTest) {
  const body = {
    email: uniqueEmail('verify'),
    fullName: 'Queue',
    password: 'a long enough password',
  };
  expect((await client(stack.auth.app).signup(body)).statusCode).toBe(201);
  return { email: body.email, password: body.password };
}

describe('log-in verification in a bounded queue (real argon2)', () => {
  describe('one verification at a time, three waiting', () => {
    let stack: AuthUnderTest;

    beforeAll(async () => {
      stack = await startAuthForTest({
        PASSWORD_VERIFY_CONCURRENCY: '1',
        PASSWORD_VERIFY_QUEUE_MAX: '3',
        // Long enough never to expire on a busy machine: these tests are about the queue's length.
        PASSWORD_QUEUE_MAX_WAIT_MS: '60000',
      });
    });

    afterAll(() => stack.stop());

    it('signs in every one of a burst that fits the queue', async () => {
      const answers = await loginBurst(stack, await member(stack), 4);
      expect(answers.map(({ status }) => status)).toEqual([200, 200, 200, 200]);
    });

    it('refuses the log-ins beyond the queue at once with 503 {message} and Retry-After', async () => {
      const answers = await loginBurst(stack, await member(stack), 8);
      const signedIn = answers.filter(({ status }) => status === 200);
      const refused = answers.filter(({ status }) => status === 503);
      expect(signedIn).toHaveLength(4);
      expect(refused).toHaveLength(4);
      for (const answer of refused) {
        expect(answer.body).toEqual(BUSY);
        expect(answer.retryAfter).toBe('2');
      }
      // Refused without waiting for any verification to finish.
      expect(Math.max(...refused.map(({ ms }) => ms))).toBeLessThan(
        Math.min(...signedIn.map(({ ms }) => ms)),
      );
    });

    it('refuses unknown e-mails in the same lane, so their answer time still matches', async () => {
      const answers = await loginBurst(
        stack,
        { email: uniqueEmail('nobody'), password: 'whatever it is' },
        6,
      );
      expect(answers.map(({ status }) => status).sort()).toEqual([401, 401, 401, 401, 503, 503]);
    });
  });

  describe('a log-in that would wait too long', () => {
    const MAX_WAIT_MS = 250;
    let stack: AuthUnderTest;

    beforeAll(async () => {
      stack = await startAuthForTest({
        PASSWORD_VERIFY_CONCURRENCY: '1',
        PASSWORD_VERIFY_QUEUE_MAX: '50',
        PASSWORD_QUEUE_MAX_WAIT_MS: String(MAX_WAIT_MS),
      });
    });

    afterAll(() => stack.stop());

    it('is refused with 503 after the bound, not after the verifications ahead of it', async () => {
      const credentials = await member(stack);
      // Enough log-ins that, one at a time, they take four times the bound on this machine.
      const [one] = await loginBurst(stack, credentials, 1);
      const count = Math.min(48, Math.max(8, Math.ceil((4 * MAX_WAIT_MS) / one!.ms) + 2));
      const answers = await loginBurst(stack, credentials, count);
      const refused = answers.filter(({ status }) => status === 503);
      expect(answers.filter(({ status }) => status === 200).length).toBeGreaterThanOrEqual(1);
      expect(refused.length).toBeGreaterThanOrEqual(1);
      expect(refused.length + answers.filter(({ status }) => status === 200).length).toBe(count);
      for (const answer of refused) {
        expect(answer.body).toEqual(BUSY);
        expect(answer.retryAfter).toBe('2');
        // The bound plus scheduling slack on a busy machine, far under the gateway's 10 s.
        expect(answer.ms).toBeLessThan(MAX_WAIT_MS + 2000);
      }
    });
  });
});
