import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { ResetTokensRepository } from '../src/password-reset/reset-tokens.repository';
import { AuthUnderTest, startAuthForTest } from './support/auth-under-test';
import { mailTo as mailForAddress } from './support/mail';
import { client, tokenOf, uniqueEmail } from './support/requests';

const SENT = {
  message: 'If an account exists for that email, a password reset link has been sent.',
};

describe('forgot and reset password (real database, Redis, SMTP capture)', () => {
  let stack: AuthUnderTest;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    stack = await startAuthForTest();
    api = client(stack.auth.app);
  });

  afterAll(() => stack.stop());

  async function signUp() {
    const user = {
      email: uniqueEmail('reset'),
      fullName: 'Grace Hopper',
      password: 'old password',
    };
    const answer = await api.signup(user);
    return { ...user, token: tokenOf(answer) };
  }

  const mailTo = (email: string) => mailForAddress(stack.outbox, email);

  async function requestLink(email: string): Promise<string> {
    expect(await api.forgotPassword({ email })).toEqual({ statusCode: 200, body: SENT });
    const mail = await mailTo(email);
    const match = /http:\/\/app\.example\.test\/reset-password\/([A-Za-z0-9_-]{43})/.exec(
      mail.text,
    );
    expect(match).not.toBeNull();
    expect(mail.html).toContain(match![0]);
    stack.outbox.clear();
    return match![1];
  }

  it('gives the same answer for an unknown address and sends no mail', async () => {
    const email = uniqueEmail('nobody');
    expect(await api.forgotPassword({ email })).toEqual({ statusCode: 200, body: SENT });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stack.outbox.list(email)).toEqual([]);
  });

  it('answers a real account without waiting for its reset link to be stored or sent', async () => {
    const user = await signUp();
    const tokens = stack.auth.app.get(ResetTokensRepository);
    const store = tokens.create.bind(tokens);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    jest.spyOn(tokens, 'create').mockImplementation(async (...args) => {
      await held;
      return store(...args);
    });
    try {
      const answer = await Promise.race([
        api.forgotPassword({ email: user.email }),
        new Promise((resolve) => setTimeout(() => resolve('still waiting'), 3000)),
      ]);
      expect(answer).toEqual({ statusCode: 200, body: SENT });
      expect(stack.outbox.list(user.email)).toEqual([]);
    } finally {
      release();
      jest.restoreAllMocks();
    }
    expect((await mailTo(user.email)).text).toContain('/reset-password/');
    stack.outbox.clear();
  });

  it('answers 400 for a malformed address or an operator object', async () => {
    expect((await api.forgotPassword({ email: 'not-an-address' })).statusCode).toBe(400);
    expect((await api.forgotPassword({ email: { $ne: null } })).statusCode).toBe(400);
  });

  it('mails a link whose token resets the password once; old password and sessions are refused', async () => {
    const user = await signUp();
    const resetToken = await requestLink(user.email.toUpperCase());

    const reset = await api.resetPassword(resetToken, {
      password: 'new password',
      confirmPassword: 'new password',
    });
    expect(reset).toEqual({
      statusCode: 200,
      body: { message: 'Your password has been reset. You can now log in.' },
    });

    expect((await api.login({ email: user.email, password: 'new password' })).statusCode).toBe(200);
    expect((await api.login({ email: user.email, password: user.password })).statusCode).toBe(401);
    expect(
      (await client(stack.other).call('GET', '/api/whoami', { token: user.token })).statusCode,
    ).toBe(401);

    const reuse = await api.resetPassword(resetToken, { password: 'third password' });
    expect(reuse).toEqual({
      statusCode: 400,
      body: { message: 'This reset link has already been used.' },
    });
    expect((await api.login({ email: user.email, password: 'third password' })).statusCode).toBe(
      401,
    );
  });

  it('voids the other outstanding links of the user once one is used', async () => {
    const user = await signUp();
    const first = await requestLink(user.email);
    const second = await requestLink(user.email);
    expect((await api.resetPassword(second, { password: 'new password' })).statusCode).toBe(200);
    expect((await api.resetPassword(first, { password: 'other password' })).statusCode).toBe(400);
  });

  it('voids every outstanding link once the password is changed with PUT /api/auth/password', async () => {
    const user = await signUp();
    const link = await requestLink(user.email);
    const change = await api.changePassword(user.token, {
      currentPassword: user.password,
      newPassword: 'changed password',
    });
    expect(change.statusCode).toBe(200);

    const reset = await api.resetPassword(link, { password: 'attacker password' });
    expect(reset.statusCode).toBe(400);
    expect(reset.body).toEqual({ message: expect.any(String) });
    expect((await api.login({ email: user.email, password: 'changed password' })).statusCode).toBe(
      200,
    );
  });

  it('voids every outstanding link once the e-mail address changes: they went to the old one', async () => {
    const user = await signUp();
    const link = await requestLink(user.email);
    const change = await api.updateProfile(user.token, {
      fullName: 'Grace Hopper',
      email: uniqueEmail('moved'),
      currentPassword: user.password,
    });
    expect(change.statusCode).toBe(200);
    stack.outbox.clear();

    const reset = await api.resetPassword(link, { password: 'attacker password' });
    expect(reset.statusCode).toBe(400);
    expect(reset.body).toEqual({ message: expect.any(String) });
  });

  it('refuses an expired link with 400 and keeps the password', async () => {
    const user = await signUp();
    const resetToken = await requestLink(user.email);
    await expireAllResetTokens();
    const answer = await api.resetPassword(resetToken, { password: 'new password' });
    expect(answer).toEqual({
      statusCode: 400,
      body: { message: 'This reset link is invalid or has expired.' },
    });
    expect((await api.login({ email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('refuses an unknown token and a short password with 400 {message}', async () => {
    const unknown = await api.resetPassword('x'.repeat(43), { password: 'new password' });
    expect(unknown).toEqual({
      statusCode: 400,
      body: { message: 'This reset link is invalid or has expired.' },
    });
    const user = await signUp();
    const resetToken = await requestLink(user.email);
    const short = await api.resetPassword(resetToken, { password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toEqual({ message: expect.any(String) });
  });

  async function expireAllResetTokens(): Promise<void> {
    const connection = stack.auth.app.get<Connection>(getConnectionToken());
    // Through the driver itself: a test's own write to its throwaway
    // collection is not a service query, so the index check must not see it.
    await connection
      .db!.collection('password_reset_tokens')
      .updateMany({}, { $set: { expiresAt: new Date(Date.now() - 1000) } });
  }
});
