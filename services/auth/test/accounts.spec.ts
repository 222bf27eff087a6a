import { createPrivateKey, createPublicKey } from 'node:crypto';
import { sign } from 'jsonwebtoken';
import { generateTestKeyPair } from '@dd/nest-common/testing';
import { AuthUnderTest, startAuthForTest } from './support/auth-under-test';
import { mailTo } from './support/mail';
import { client, payloadOf, tokenOf, uniqueEmail } from './support/requests';

describe('auth accounts (real database, Redis)', () => {
  let stack: AuthUnderTest;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    stack = await startAuthForTest();
    api = client(stack.auth.app);
  });

  afterAll(() => stack.stop());

  const whoAmI = (token: string) => client(stack.other).call('GET', '/api/whoami', { token });

  async function signUp(overrides: Record<string, unknown> = {}) {
    const body = {
      email: uniqueEmail(),
      fullName: 'Ada Lovelace',
      password: 'correct horse',
      newsletter: true,
      ...overrides,
    };
    const answer = await api.signup(body);
    expect(answer.statusCode).toBe(201);
    return { ...body, token: tokenOf(answer) };
  }

  /** The raw answer: its content type and body text. */
  const inject = (url: string, payload: object) =>
    stack.auth.app.inject({ method: 'POST', url, payload });

  describe('POST /api/auth/signup', () => {
    it('answers the token itself as a JSON string (product spec §7), not an object around it', async () => {
      const user = { email: uniqueEmail(), fullName: 'Ada', password: 'correct horse' };
      const signup = await inject('/api/auth/signup', user);
      expect(signup.statusCode).toBe(201);
      expect(signup.headers['content-type']).toMatch(/^application\/json/);
      expect(signup.body).toMatch(/^"eyJ[\w-]+\.[\w-]+\.[\w-]+"$/);

      const login = await inject('/api/auth/login', { email: user.email, password: user.password });
      expect(login.statusCode).toBe(200);
      expect(login.headers['content-type']).toMatch(/^application\/json/);
      expect(login.body).toMatch(/^"eyJ[\w-]+\.[\w-]+\.[\w-]+"$/);
      expect((await whoAmI(JSON.parse(login.body) as string)).statusCode).toBe(200);
    });

    it('answers a token carrying the new user, with exp in seconds and a kid', async () => {
      const email = uniqueEmail('Mixed.Case');
      const { token } = await signUp({ email: `  ${email} ` });
      const payload = payloadOf(token);
      expect(payload.user).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        _id: payload.user.id,
        email,
        fullName: 'Ada Lovelace',
        name: 'Ada Lovelace',
        userImages: [],
        newsletter: true,
      });
      expect(payload.exp - payload.iat).toBe(7 * 24 * 3600);
      expect(payload.jti).toEqual(expect.any(String));
      const header = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString());
      expect(header).toEqual({ alg: 'RS256', typ: 'JWT', kid: expect.any(String) });
      expect((await whoAmI(token)).statusCode).toBe(200);
    });

    it('refuses an e-mail already taken, whatever its case, with 409', async () => {
      const { email } = await signUp();
      const answer = await api.signup({
        email: email.toUpperCase(),
        fullName: 'Copy',
        password: 'another password',
      });
      expect(answer).toEqual({
        statusCode: 409,
        body: { message: 'An account with this email already exists' },
      });
    });

    it.each([
      ['no body', undefined],
      ['a missing email', { fullName: 'A', password: 'long enough' }],
      ['a malformed email', { email: 'nope', fullName: 'A', password: 'long enough' }],
      ['a short password', { email: uniqueEmail(), fullName: 'A', password: 'short' }],
      ['an operator as email', { email: { $ne: null }, fullName: 'A', password: 'long enough' }],
      [
        'a non-boolean newsletter',
        { email: uniqueEmail(), fullName: 'A', password: 'long enough', newsletter: 'yes' },
      ],
    ])('answers 400 {message} for %s', async (_case, body) => {
      const answer = await api.signup(body);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toEqual({ message: expect.any(String) });
    });

    it('stores the currency sent, in upper case, and carries it in the user claim', async () => {
      const { token, email } = await signUp({ currency: 'eur' });
      expect(payloadOf(token).user.currency).toBe('EUR');

      const login = await api.login({ email, password: 'correct horse' });
      expect(payloadOf(tokenOf(login)).user.currency).toBe('EUR');
    });

    it('leaves the currency out of the user claim when none was sent', async () => {
      const { token } = await signUp();
      expect(payloadOf(token).user).not.toHaveProperty('currency');
    });

    it('refuses an unknown currency with 400 {message} naming the field, and creates nobody', async () => {
      const email = uniqueEmail();
      for (const currency of ['XYZ', 'dollars', 42, '']) {
        const answer = await api.signup({
          email,
          fullName: 'Ada',
          password: 'correct horse',
          currency,
        });
        expect(answer.statusCode).toBe(400);
        expect(answer.body).toEqual({ message: expect.stringMatching(/^currency: /) });
      }
      expect((await api.login({ email, password: 'correct horse' })).statusCode).toBe(401);
    });

    it('ignores unknown fields such as confirmPassword or an injected id', async () => {
      const { token } = await signUp({
        confirmPassword: 'x',
        _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
        sessionGeneration: 99,
      });
      expect(payloadOf(token).user.id).not.toBe('aaaaaaaaaaaaaaaaaaaaaaaa');
      expect(payloadOf(token).gen).toBe(0);
    });
  });

  describe('POST /api/auth/login', () => {
    it('answers a token for the right password, with the e-mail in any case', async () => {
      const user = await signUp();
      const answer = await api.login({
        email: user.email.toUpperCase(),
        password: user.password,
        rememberMe: true,
      });
      expect(answer.statusCode).toBe(200);
      expect(payloadOf(tokenOf(answer)).user.email).toBe(user.email);
    });

    it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
      const user = await signUp();
      const wrongPassword = await api.login({ email: user.email, password: 'wrong password' });
      const unknownEmail = await api.login({
        email: uniqueEmail('nobody'),
        password: user.password,
      });
      const expected = { statusCode: 401, body: { message: 'Invalid email or password' } };
      expect(wrongPassword).toEqual(expected);
      expect(unknownEmail).toEqual(expected);
    });

    it.each([
      ['email', { email: { $ne: null }, password: 'x' }],
      ['password', { email: 'a@example.test', password: { $ne: null } }],
      ['email as $gt', { email: { $gt: '' }, password: { $gt: '' } }],
    ])('answers 400 for an operator object as %s, never querying it', async (_case, body) => {
      await signUp();
      const answer = await api.login(body);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toEqual({ message: expect.any(String) });
    });
  });

  describe("the user claim of every token auth signs (the original client's name)", () => {
    /** The claim as the original client reads it: `user.name`, the full name, beside `fullName`. */
    const claimOf = (token: string) => {
      const { fullName, name } = payloadOf(token).user as { fullName: string; name?: unknown };
      return { fullName, name };
    };

    it('carries name beside fullName after sign-up, log-in, a profile update and a password change', async () => {
      const user = await signUp({ fullName: 'Grace Brewster Hopper' });
      expect(claimOf(user.token)).toEqual({
        fullName: 'Grace Brewster Hopper',
        name: 'Grace Brewster Hopper',
      });

      const login = await api.login({ email: user.email, password: user.password });
      expect(login.statusCode).toBe(200);
      expect(claimOf(tokenOf(login))).toEqual({
        fullName: 'Grace Brewster Hopper',
        name: 'Grace Brewster Hopper',
      });

      const profile = await api.updateProfile(user.token, {
        fullName: 'Grace Hopper',
        email: user.email,
      });
      expect(profile.statusCode).toBe(200);
      expect(claimOf(profile.body.token as string)).toEqual({
        fullName: 'Grace Hopper',
        name: 'Grace Hopper',
      });
      expect(profile.body.user).toMatchObject({ fullName: 'Grace Hopper', name: 'Grace Hopper' });

      const password = await api.changePassword(profile.body.token as string, {
        currentPassword: user.password,
        newPassword: 'brand new pass',
      });
      expect(password.statusCode).toBe(200);
      expect(claimOf(password.body.token as string)).toEqual({
        fullName: 'Grace Hopper',
        name: 'Grace Hopper',
      });
      expect((await whoAmI(password.body.token as string)).statusCode).toBe(200);
    });
  });

  describe('bearer tokens', () => {
    let token: string;

    beforeAll(async () => {
      ({ token } = await signUp());
    });

    const profileWith = (bearer: string) =>
      api.updateProfile(bearer, { fullName: 'X', email: uniqueEmail() });

    it('refuses a token signed with another key', async () => {
      const forged = sign(payloadOf(token), generateTestKeyPair().privateKey, {
        algorithm: 'RS256',
      });
      expect(await profileWith(forged)).toEqual({
        statusCode: 401,
        body: { message: 'Unauthorized' },
      });
      expect((await whoAmI(forged)).statusCode).toBe(401);
    });

    it('refuses a token whose payload was tampered with', async () => {
      const [header, , signature] = token.split('.');
      const payload = {
        ...payloadOf(token),
        user: { ...payloadOf(token).user, id: 'aaaaaaaaaaaaaaaaaaaaaaaa' },
      };
      const tampered = `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
      expect((await profileWith(tampered)).statusCode).toBe(401);
      expect((await whoAmI(tampered)).statusCode).toBe(401);
    });

    it('refuses an expired token', async () => {
      const privateKey = createPrivateKey(stack.auth.privateKey);
      const { exp: _exp, iat: _iat, ...claims } = payloadOf(token);
      const expired = sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 }, privateKey, {
        algorithm: 'RS256',
      });
      expect((await profileWith(expired)).statusCode).toBe(401);
      expect((await whoAmI(expired)).statusCode).toBe(401);
    });

    it('refuses an unsigned alg:none token', async () => {
      const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      const body = Buffer.from(JSON.stringify(payloadOf(token))).toString('base64url');
      const unsigned = `${header}.${body}.`;
      expect((await profileWith(unsigned)).statusCode).toBe(401);
      expect((await whoAmI(unsigned)).statusCode).toBe(401);
    });

    it('refuses an HS256 token keyed with the public key', async () => {
      const publicPem = createPublicKey(stack.auth.privateKey).export({
        type: 'spki',
        format: 'pem',
      });
      const forged = sign(payloadOf(token), publicPem.toString(), { algorithm: 'HS256' } as never);
      expect((await whoAmI(forged)).statusCode).toBe(401);
    });
  });

  describe('POST /api/auth/logout', () => {
    it('revokes the presented token at auth and at every other service, not the other sessions', async () => {
      const user = await signUp();
      const second = tokenOf(await api.login({ email: user.email, password: user.password }));
      expect((await whoAmI(user.token)).statusCode).toBe(200);

      expect(await api.logout(user.token)).toEqual({
        statusCode: 200,
        body: { message: 'Logged out' },
      });

      expect(await whoAmI(user.token)).toEqual({
        statusCode: 401,
        body: { message: 'Unauthorized' },
      });
      expect(
        (await api.updateProfile(user.token, { fullName: 'X', email: user.email })).statusCode,
      ).toBe(401);
      expect((await api.logout(user.token)).statusCode).toBe(401);
      expect((await whoAmI(second)).statusCode).toBe(200);
    });

    it('answers 401 without a token', async () => {
      expect((await api.call('POST', '/api/auth/logout')).statusCode).toBe(401);
    });
  });

  describe('PUT /api/auth/profile', () => {
    it('answers the updated user and a fresh token carrying it', async () => {
      const user = await signUp();
      const email = uniqueEmail('renamed');
      stack.media.own(payloadOf(user.token).user.id, 'a.webp');
      const images = [
        { url: '/api/uploads/images/a.webp', isPrimary: true },
        { url: 'https://img.example/b.png' },
      ];
      const answer = await api.updateProfile(user.token, {
        fullName: 'Ada King',
        email,
        userImages: images,
        currentPassword: user.password,
      });
      expect(answer.statusCode).toBe(200);
      const expectedUser = {
        id: payloadOf(user.token).user.id,
        _id: payloadOf(user.token).user.id,
        email,
        fullName: 'Ada King',
        name: 'Ada King',
        userImages: images,
        newsletter: true,
      };
      expect(answer.body.user).toEqual(expectedUser);
      expect(payloadOf(answer.body.token as string).user).toEqual(expectedUser);
      expect((await whoAmI(answer.body.token as string)).statusCode).toBe(200);

      const relogin = await api.login({ email, password: user.password });
      expect(relogin.statusCode).toBe(200);
    });

    it("refuses a picture among our uploads that is someone else's or unknown, relative or absolute", async () => {
      const owner = await signUp();
      const user = await signUp();
      stack.media.own(payloadOf(owner.token).user.id, 'theirs.webp');
      for (const url of [
        '/api/uploads/images/theirs.webp',
        'https://dining.example/api/uploads/images/theirs.webp',
        'http://127.0.0.1:8080/api/uploads/images/theirs.webp',
        '/api/uploads/images/nobodys.webp',
        'http://127.0.0.1:8080/api/uploads/%69mages/theirs.webp',
        'https://dining.example/%61pi/%75ploads/images/theirs.webp',
        'https://dining.example/api//uploads/images/theirs.webp',
        '/api//uploads/./images/theirs.webp',
        'https://dining.example/api/uploads/images/x/../../proxy',
      ]) {
        const answer = await api.updateProfile(user.token, {
          fullName: 'A',
          email: user.email,
          userImages: [{ url: 'https://img.example/ok.png' }, { url }],
        });
        expect({ url, status: answer.statusCode, body: answer.body }).toEqual({
          url,
          status: 400,
          body: { message: 'userImages.1.url: Must be one of your uploads' },
        });
      }
      const unchanged = await api.updateProfile(user.token, { fullName: 'A', email: user.email });
      expect((unchanged.body.user as { userImages: unknown }).userImages).toEqual([]);
    });

    it('stores an absolute URL of one of my own uploads relative', async () => {
      const user = await signUp();
      stack.media.own(payloadOf(user.token).user.id, 'mine.webp');
      const answer = await api.updateProfile(user.token, {
        fullName: 'A',
        email: user.email,
        userImages: [{ url: 'https://dining.example/api/uploads/images/mine.webp' }],
      });
      expect(answer.statusCode).toBe(200);
      expect((answer.body.user as { userImages: unknown }).userImages).toEqual([
        { url: '/api/uploads/images/mine.webp' },
      ]);
    });

    it('keeps the saved images when userImages is left out', async () => {
      const user = await signUp();
      const images = [{ url: 'https://img.example/a.png' }];
      await api.updateProfile(user.token, { fullName: 'A', email: user.email, userImages: images });
      const answer = await api.updateProfile(user.token, { fullName: 'B', email: user.email });
      expect((answer.body.user as { userImages: unknown }).userImages).toEqual(images);
    });

    it('changes the currency, answers it and carries it in the fresh token', async () => {
      const user = await signUp({ currency: 'USD' });
      const answer = await api.updateProfile(user.token, {
        fullName: 'A',
        email: user.email,
        currency: 'jpy',
      });
      expect(answer.statusCode).toBe(200);
      expect((answer.body.user as { currency: unknown }).currency).toBe('JPY');
      expect(payloadOf(answer.body.token as string).user.currency).toBe('JPY');

      const login = await api.login({ email: user.email, password: user.password });
      expect(payloadOf(tokenOf(login)).user.currency).toBe('JPY');
    });

    it('sets a currency on an account that had none', async () => {
      const user = await signUp();
      const answer = await api.updateProfile(user.token, {
        fullName: 'A',
        email: user.email,
        currency: 'GBP',
      });
      expect((answer.body.user as { currency: unknown }).currency).toBe('GBP');
    });

    it('keeps the saved currency when currency is left out', async () => {
      const user = await signUp({ currency: 'CHF' });
      const answer = await api.updateProfile(user.token, { fullName: 'B', email: user.email });
      expect(answer.statusCode).toBe(200);
      expect((answer.body.user as { currency: unknown }).currency).toBe('CHF');
      expect(payloadOf(answer.body.token as string).user.currency).toBe('CHF');
    });

    it('refuses an unknown currency with 400 {message} naming the field and changes nothing', async () => {
      const user = await signUp({ currency: 'EUR' });
      for (const currency of ['ABC', 'euro', null, 978]) {
        const answer = await api.updateProfile(user.token, {
          fullName: 'Changed',
          email: user.email,
          currency,
        });
        expect({ currency, status: answer.statusCode, body: answer.body }).toEqual({
          currency,
          status: 400,
          body: { message: expect.stringMatching(/^currency: /) },
        });
      }
      const unchanged = await api.updateProfile(user.token, { fullName: 'A', email: user.email });
      expect(unchanged.body.user).toMatchObject({ fullName: 'A', currency: 'EUR' });
    });

    it("refuses another user's e-mail (any case) with 409 and accepts a case change of one's own", async () => {
      const taken = await signUp();
      const user = await signUp();
      const conflict = await api.updateProfile(user.token, {
        fullName: 'A',
        email: taken.email.toUpperCase(),
        currentPassword: user.password,
      });
      expect(conflict).toEqual({
        statusCode: 409,
        body: { message: 'An account with this email already exists' },
      });
      const own = await api.updateProfile(user.token, {
        fullName: 'A',
        email: user.email.toUpperCase(),
      });
      expect(own.statusCode).toBe(200);
    });

    it('answers 409 to whichever of two users racing for one new e-mail loses; one account has it', async () => {
      for (let round = 0; round < 3; round++) {
        const [first, second] = await Promise.all([
          signUp({ password: `first password ${round}` }),
          signUp({ password: `second password ${round}` }),
        ]);
        const email = uniqueEmail('contested');

        const answers = await Promise.all([
          api.updateProfile(first.token, {
            fullName: 'First',
            email,
            currentPassword: first.password,
          }),
          api.updateProfile(second.token, {
            fullName: 'Second',
            email: email.toUpperCase(),
            currentPassword: second.password,
          }),
        ]);

        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
        expect(answers.find((answer) => answer.statusCode === 409)?.body).toEqual({
          message: 'An account with this email already exists',
        });
        const owners = await Promise.all(
          [first, second].map((user) => api.login({ email, password: user.password })),
        );
        expect(owners.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      }
    });

    it.each([
      ['a blank name', { fullName: ' ', email: 'a@example.test' }],
      ['an operator as email', { fullName: 'A', email: { $ne: null } }],
      ['images that are not a list', { fullName: 'A', email: 'a@example.test', userImages: 'x' }],
      [
        'a javascript: image',
        { fullName: 'A', email: 'a@example.test', userImages: [{ url: 'javascript:alert(1)' }] },
      ],
      [
        'a data: image',
        {
          fullName: 'A',
          email: 'a@example.test',
          userImages: [{ url: 'data:image/svg+xml,<svg onload=alert(1)>' }],
        },
      ],
      [
        'an image on a plain-http host',
        {
          fullName: 'A',
          email: 'a@example.test',
          userImages: [{ url: 'http://evil.example/a.png' }],
        },
      ],
      ['a NUL in the name', { fullName: 'Ada\u0000', email: 'a@example.test' }],
    ])('answers 400 for %s', async (_case, body) => {
      const user = await signUp();
      const answer = await api.updateProfile(user.token, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toEqual({ message: expect.any(String) });
    });
  });

  describe('PUT /api/auth/profile changing the e-mail', () => {
    const WRONG = { statusCode: 400, body: { message: 'Current password is incorrect' } };
    const MISSING = {
      statusCode: 400,
      body: { message: 'Enter your current password to change your email' },
    };

    it('asks for the current password: without it or with a wrong one nothing changes', async () => {
      const user = await signUp();
      const email = uniqueEmail('stolen');

      expect(await api.updateProfile(user.token, { fullName: 'Thief', email })).toEqual(MISSING);
      expect(
        await api.updateProfile(user.token, { fullName: 'Thief', email, currentPassword: '' }),
      ).toMatchObject({ statusCode: 400 });
      expect(
        await api.updateProfile(user.token, {
          fullName: 'Thief',
          email,
          currentPassword: 'not the password',
        }),
      ).toEqual(WRONG);

      expect((await whoAmI(user.token)).statusCode).toBe(200);
      expect((await api.login({ email, password: user.password })).statusCode).toBe(401);
      const login = await api.login({ email: user.email, password: user.password });
      expect(payloadOf(tokenOf(login)).user).toMatchObject({
        email: user.email,
        fullName: 'Ada Lovelace',
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(stack.outbox.list(user.email)).toEqual([]);
    });

    it('with the password: ends every other session, answers a fresh token and tells the old address', async () => {
      const user = await signUp();
      const otherSession = tokenOf(await api.login({ email: user.email, password: user.password }));
      const email = uniqueEmail('moved');

      const answer = await api.updateProfile(user.token, {
        fullName: 'Ada King',
        email,
        currentPassword: user.password,
      });

      expect(answer.statusCode).toBe(200);
      expect(answer.body.user).toMatchObject({ email, fullName: 'Ada King' });
      expect(answer.body).not.toHaveProperty('user.currentPassword');
      const fresh = answer.body.token as string;
      expect(payloadOf(fresh).user.email).toBe(email);
      expect((await whoAmI(fresh)).statusCode).toBe(200);
      for (const old of [user.token, otherSession]) {
        expect(await whoAmI(old)).toEqual({ statusCode: 401, body: { message: 'Unauthorized' } });
        expect((await api.updateProfile(old, { fullName: 'X', email })).statusCode).toBe(401);
      }

      const notice = await mailTo(stack.outbox, user.email);
      expect(notice.subject).toBe('Your Dining Diary email address was changed');
      expect(notice.text).toContain(email);
      expect(notice.html).toContain(email);
      expect(stack.outbox.list(email)).toEqual([]);

      expect((await api.login({ email: user.email, password: user.password })).statusCode).toBe(
        401,
      );
      expect((await api.login({ email, password: user.password })).statusCode).toBe(200);
    });

    it('needs no password for a name, a photo or a change of case, and keeps the sessions', async () => {
      const user = await signUp();
      stack.media.own(payloadOf(user.token).user.id, 'me.webp');
      const answer = await api.updateProfile(user.token, {
        fullName: 'Ada King',
        email: user.email.toUpperCase(),
        userImages: [{ url: '/api/uploads/images/me.webp', isPrimary: true }],
      });
      expect(answer.statusCode).toBe(200);
      expect((await whoAmI(user.token)).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(stack.outbox.list(user.email)).toEqual([]);
    });
  });

  describe('PUT /api/auth/password', () => {
    it('answers 400 {message} for a wrong current password and changes nothing', async () => {
      const user = await signUp();
      const answer = await api.changePassword(user.token, {
        currentPassword: 'not it at all',
        newPassword: 'brand new pass',
      });
      expect(answer).toEqual({
        statusCode: 400,
        body: { message: 'Current password is incorrect' },
      });
      expect((await whoAmI(user.token)).statusCode).toBe(200);
      expect((await api.login({ email: user.email, password: user.password })).statusCode).toBe(
        200,
      );
    });

    it('answers 400 for a new password under 8 characters', async () => {
      const user = await signUp();
      const answer = await api.changePassword(user.token, {
        currentPassword: user.password,
        newPassword: 'short',
      });
      expect(answer.statusCode).toBe(400);
    });

    it('revokes every earlier token everywhere; the returned token and new logins work', async () => {
      const user = await signUp();
      const otherSession = tokenOf(await api.login({ email: user.email, password: user.password }));

      const answer = await api.changePassword(user.token, {
        currentPassword: user.password,
        newPassword: 'brand new pass',
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toEqual({
        message: 'Password updated successfully',
        token: expect.any(String),
      });
      const fresh = answer.body.token as string;

      for (const old of [user.token, otherSession]) {
        expect((await whoAmI(old)).statusCode).toBe(401);
        expect(
          (await api.updateProfile(old, { fullName: 'X', email: user.email })).statusCode,
        ).toBe(401);
      }
      expect((await whoAmI(fresh)).statusCode).toBe(200);
      expect((await api.login({ email: user.email, password: user.password })).statusCode).toBe(
        401,
      );
      const relogin = await api.login({ email: user.email, password: 'brand new pass' });
      expect(relogin.statusCode).toBe(200);
      expect((await whoAmI(tokenOf(relogin))).statusCode).toBe(200);
    });
  });
});
