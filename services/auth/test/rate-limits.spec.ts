import { AuthUnderTest, startAuthForTest } from './support/auth-under-test';
import { client, uniqueEmail } from './support/requests';

const TOO_MANY = {
  statusCode: 429,
  body: { message: 'Too many attempts. Please try again later.' },
};

describe('rate limits (real Redis)', () => {
  let stack: AuthUnderTest;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    stack = await startAuthForTest({
      LOGIN_MAX_FAILURES_PER_EMAIL: '3',
      LOGIN_MAX_FAILURES_PER_IP: '5',
      FORGOT_PASSWORD_MAX_PER_EMAIL: '2',
      FORGOT_PASSWORD_MAX_PER_IP: '4',
    });
    api = client(stack.auth.app);
  });

  afterAll(() => stack.stop());

  async function signUp() {
    const user = { email: uniqueEmail('limited'), fullName: 'Lim', password: 'right password' };
    await api.signup(user);
    return user;
  }

  it('blocks log-in for an e-mail after its failures, even with the right password', async () => {
    const user = await signUp();
    const ip = '203.0.113.10';
    expect((await api.login({ email: user.email, password: user.password }, ip)).statusCode).toBe(
      200,
    );
    for (let i = 0; i < 3; i++) {
      expect((await api.login({ email: user.email, password: 'wrong' }, ip)).statusCode).toBe(401);
    }
    expect(
      await api.login({ email: user.email.toUpperCase(), password: user.password }, ip),
    ).toEqual(TOO_MANY);
    const other = await signUp();
    expect((await api.login({ email: other.email, password: other.password }, ip)).statusCode).toBe(
      200,
    );
  });

  it('blocks an IP after its failures across e-mails; other IPs are unaffected', async () => {
    const ip = '203.0.113.20';
    for (let i = 0; i < 5; i++) {
      expect(
        (await api.login({ email: uniqueEmail('spray'), password: 'guess' }, ip)).statusCode,
      ).toBe(401);
    }
    const user = await signUp();
    expect(await api.login({ email: user.email, password: user.password }, ip)).toEqual(TOO_MANY);
    expect(
      (await api.login({ email: user.email, password: user.password }, '203.0.113.21')).statusCode,
    ).toBe(200);
  });

  it('takes the address the gateway appended, not one the client forged in front of it', async () => {
    for (let i = 0; i < 5; i++) {
      await api.login(
        { email: uniqueEmail('spoof'), password: 'guess' },
        `10.9.9.${i}, 203.0.113.30`,
      );
    }
    const user = await signUp();
    expect(
      await api.login({ email: user.email, password: user.password }, '10.0.0.1, 203.0.113.30'),
    ).toEqual(TOO_MANY);
  });

  it('limits forgot-password per e-mail and per IP', async () => {
    const email = uniqueEmail('forgot');
    const ip = '203.0.113.40';
    expect((await api.forgotPassword({ email }, ip)).statusCode).toBe(200);
    expect((await api.forgotPassword({ email: email.toUpperCase() }, ip)).statusCode).toBe(200);
    expect(await api.forgotPassword({ email }, ip)).toEqual(TOO_MANY);

    const otherIp = '203.0.113.41';
    for (let i = 0; i < 4; i++) {
      expect((await api.forgotPassword({ email: uniqueEmail('many') }, otherIp)).statusCode).toBe(
        200,
      );
    }
    expect(await api.forgotPassword({ email: uniqueEmail('many') }, otherIp)).toEqual(TOO_MANY);
  });
});
