import {
  authUserSchema,
  loginRequestSchema,
  signupRequestSchema,
  tokenPayloadSchema,
  tokenResponseSchema,
  updateProfileRequestSchema,
} from './auth';

const user = {
  id: 'u1',
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  userImages: [{ url: '/api/uploads/images/a.webp', isPrimary: true }],
  newsletter: false,
};

describe('tokenPayloadSchema', () => {
  it('accepts a payload with user and exp', () => {
    expect(tokenPayloadSchema.parse({ user, exp: 1_900_000_000 })).toEqual({
      user,
      exp: 1_900_000_000,
    });
  });

  it('keeps the _id of the user claim and still accepts a claim from before it', () => {
    const withId = { ...user, _id: 'u1' };
    expect(tokenPayloadSchema.parse({ user: withId, exp: 1_900_000_000 }).user).toEqual(withId);
    expect(tokenPayloadSchema.safeParse({ user, exp: 1_900_000_000 }).success).toBe(true);
  });

  it("keeps the name of the user claim (the original client's) and still accepts a claim without it", () => {
    const withName = { ...user, _id: 'u1', name: 'Ada Lovelace' };
    expect(tokenPayloadSchema.parse({ user: withName, exp: 1_900_000_000 }).user).toEqual(withName);
    expect(tokenPayloadSchema.safeParse({ user, exp: 1_900_000_000 }).success).toBe(true);
  });

  it('rejects a payload without exp', () => {
    expect(tokenPayloadSchema.safeParse({ user }).success).toBe(false);
  });

  it('rejects a user whose id is not a string', () => {
    expect(authUserSchema.safeParse({ ...user, id: { $ne: null } }).success).toBe(false);
  });
});

describe('signupRequestSchema', () => {
  const valid = { email: ' Ada@Example.com ', fullName: 'Ada', password: 'long-enough' };

  it('trims the email and defaults newsletter to false', () => {
    expect(signupRequestSchema.parse(valid)).toEqual({
      email: 'Ada@Example.com',
      fullName: 'Ada',
      password: 'long-enough',
      newsletter: false,
    });
  });

  it('drops unknown fields such as confirmPassword', () => {
    expect(signupRequestSchema.parse({ ...valid, confirmPassword: 'x' })).not.toHaveProperty(
      'confirmPassword',
    );
  });

  it.each([
    ['an operator object as email', { ...valid, email: { $ne: null } }],
    ['a malformed email', { ...valid, email: 'not-an-email' }],
    ['a short password', { ...valid, password: 'short' }],
    ['a blank name', { ...valid, fullName: '   ' }],
  ])('rejects %s', (_case, body) => {
    expect(signupRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe('loginRequestSchema', () => {
  it('rejects an operator object as password', () => {
    expect(loginRequestSchema.safeParse({ email: 'a@b.co', password: { $gt: '' } }).success).toBe(
      false,
    );
  });
});

describe('updateProfileRequestSchema', () => {
  const profile = { fullName: 'Ada', email: 'ada@example.com' };

  it.each([
    '/api/uploads/images/AbCdEfGhIjKlMnOpQrStUv.webp',
    'https://s3-media1.fl.yelpcdn.com/bphoto/x/o.jpg',
  ])('accepts the image %s', (url) => {
    expect(
      updateProfileRequestSchema.safeParse({ ...profile, userImages: [{ url }] }).success,
    ).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'http://evil.example/pixel.gif',
    '//evil.example/x.jpg',
    '/api/uploads/images/../../auth/logout',
  ])('refuses the image %s with 400', (url) => {
    const result = updateProfileRequestSchema.safeParse({ ...profile, userImages: [{ url }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Must be an uploaded image or an https URL');
  });

  it('accepts the current password of an e-mail change, never an operator object', () => {
    expect(updateProfileRequestSchema.parse({ ...profile, currentPassword: 'secret' })).toEqual({
      ...profile,
      currentPassword: 'secret',
    });
    expect(
      updateProfileRequestSchema.safeParse({ ...profile, currentPassword: { $ne: null } }).success,
    ).toBe(false);
  });

  it('refuses control characters in the full name', () => {
    const result = updateProfileRequestSchema.safeParse({ ...profile, fullName: 'Ada\u0000' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Must not contain control characters');
    expect(
      signupRequestSchema.safeParse({
        email: 'a@b.co',
        fullName: 'A\u001b[31m',
        password: '12345678',
      }).success,
    ).toBe(false);
  });
});

describe('tokenResponseSchema', () => {
  it('is the token itself, not an object around it (product spec §7)', () => {
    expect(tokenResponseSchema.parse('eyJ.payload.signature')).toBe('eyJ.payload.signature');
    expect(tokenResponseSchema.safeParse({ token: 'eyJ.payload.signature' }).success).toBe(false);
  });
});
