import { AuthUnderTest, startAuthForTest } from './support/auth-under-test';
import { client, tokenOf, uniqueEmail } from './support/requests';

const LIMITS = {
  LOGIN_MAX_FAILURES_PER_EMAIL: '3',
  LOGIN_MAX_FAILURES_PER_IP: '5',
  FORGOT_PASSWORD_MAX_PER_EMAIL: '2',
  FORGOT_PASSWORD_MAX_PER_IP: '4',
  SIGNUP_MAX_PER_IP: '2',
  PASSWORD_CHANGE_MAX_FAILURES: '2',
};

const TOO_MANY = {
  statusCode: 429,
  body: { message: 'Too many attempts. Please try again later.' },
};

describe('rate limits (real Redis)', () => {
  let stack: AuthUnderTest;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    stack = await startAuthForTest(LIMITS);
    api = client(stack.auth.app);
  });

  afterAll(() => stack.stop());

  let signupAddress = 0;
  /** A new account, each from an address of its own: sign-ups are limited per address too. */
  async function signUp() {
    const user = { email: uniqueEmail('limited'), fullName: 'Lim', password: 'right password' };
    signupAddress += 1;
    const answer = await api.signup(user, `198.51.100.${signupAddress}`);
    expect(answer.statusCode).toBe(201);
    return { ...user, token: tokenOf(answer) };
  }

  /** The raw answer, headers included. */
  function inject(
    method: 'POST' | 'PUT',
    url: string,
    body: object,
    headers: Record<string, string>,
  ) {
    return stack.auth.app.inject({ method, url, payload: body, headers });
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

  it('answers 429 with Retry-After: when the window that ran out ends', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < 5; i++) {
      await api.login({ email: uniqueEmail('retry'), password: 'guess' }, ip);
    }
    const refused = await inject(
      'POST',
      '/api/auth/login',
      { email: uniqueEmail('retry'), password: 'guess' },
      { 'x-forwarded-for': ip },
    );
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('limits sign-up attempts per address, whatever their outcome', async () => {
    const ip = '203.0.113.60';
    const newUser = () => ({
      email: uniqueEmail('signup'),
      fullName: 'New',
      password: 'long enough',
    });
    expect((await api.signup(newUser(), ip)).statusCode).toBe(201);
    // An e-mail already taken still counts: each attempt costs a hash.
    const taken = newUser();
    expect((await api.signup(taken, '203.0.113.61')).statusCode).toBe(201);
    expect((await api.signup(taken, ip)).statusCode).toBe(409);

    const refused = await inject('POST', '/api/auth/signup', newUser(), { 'x-forwarded-for': ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY.body);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await api.signup(newUser(), '203.0.113.62')).statusCode).toBe(201);
  });

  it('limits wrong current passwords on PUT /api/auth/password per user, even before the right one', async () => {
    const user = await signUp();
    const other = await signUp();
    const change = (token: string, currentPassword: string) =>
      api.changePassword(token, { currentPassword, newPassword: 'brand new password' });

    for (let i = 0; i < 2; i++) {
      expect(await change(user.token, `guess ${i}`)).toEqual({
        statusCode: 400,
        body: { message: 'Current password is incorrect' },
      });
    }
    expect(await change(user.token, user.password)).toEqual(TOO_MANY);
    expect(
      (await api.login({ email: user.email, password: user.password }, '198.51.100.200'))
        .statusCode,
    ).toBe(200);
    expect((await change(other.token, other.password)).statusCode).toBe(200);
  });

  it('counts wrong current passwords of an e-mail change with those of the password change', async () => {
    const user = await signUp();
    const changeEmail = (currentPassword: string) =>
      api.updateProfile(user.token, {
        fullName: 'Lim',
        email: uniqueEmail('moved'),
        currentPassword,
      });

    expect((await changeEmail('guess 0')).statusCode).toBe(400);
    expect(
      (
        await api.changePassword(user.token, {
          currentPassword: 'guess 1',
          newPassword: 'brand new password',
        })
      ).statusCode,
    ).toBe(400);
    expect(await changeEmail(user.password)).toEqual(TOO_MANY);
    expect(
      await api.changePassword(user.token, {
        currentPassword: user.password,
        newPassword: 'brand new password',
      }),
    ).toEqual(TOO_MANY);
    expect(
      (await api.updateProfile(user.token, { fullName: 'Renamed', email: user.email })).statusCode,
    ).toBe(200);
  });
});

describe('client addresses behind a proxy that is not the trusted one', () => {
  let stack: AuthUnderTest;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    // Only 10.9.8.7 (say, the gateway) may speak for clients; these requests come from 127.0.0.1.
    stack = await startAuthForTest(LIMITS, { trustedProxies: ['10.9.8.7'] });
    api = client(stack.auth.app);
  });

  afterAll(() => stack.stop());

  it('ignores X-Forwarded-For, so forged addresses share the real one’s budget', async () => {
    for (let i = 0; i < 5; i++) {
      expect(
        (await api.login({ email: uniqueEmail('forger'), password: 'guess' }, `192.0.2.${i}`))
          .statusCode,
      ).toBe(401);
    }
    expect(
      await api.login({ email: uniqueEmail('forger'), password: 'guess' }, '192.0.2.99'),
    ).toEqual(TOO_MANY);
  });
});
