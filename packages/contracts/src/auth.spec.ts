import { authUserSchema, tokenPayloadSchema } from './auth';

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

  it('rejects a payload without exp', () => {
    expect(tokenPayloadSchema.safeParse({ user }).success).toBe(false);
  });

  it('rejects a user whose id is not a string', () => {
    expect(authUserSchema.safeParse({ ...user, id: { $ne: null } }).success).toBe(false);
  });
});
