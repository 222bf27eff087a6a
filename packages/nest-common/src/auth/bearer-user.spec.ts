import { sign } from 'jsonwebtoken';
import { generateTestKeyPair, signTestToken } from '../testing';
import { createBearerUserResolver } from './bearer-user';

const keys = generateTestKeyPair();
const otherKeys = generateTestKeyPair();

describe('createBearerUserResolver', () => {
  const userIdOf = createBearerUserResolver(keys.publicKey);

  it('answers the user id of a valid bearer token, again from memory', () => {
    const token = signTestToken(keys.privateKey, { id: 'user-ada' });
    expect(userIdOf(`Bearer ${token}`)).toBe('user-ada');
    expect(userIdOf(`bearer ${token}`)).toBe('user-ada');
  });

  it.each([
    ['no header', undefined],
    ['another scheme', `Basic ${Buffer.from('a:b').toString('base64')}`],
    ['another key', `Bearer ${signTestToken(otherKeys.privateKey, { id: 'mallory' })}`],
    [
      'an expired token',
      `Bearer ${signTestToken(keys.privateKey, { id: 'ada' }, { expiresInSeconds: -10 })}`,
    ],
    ['alg none', `Bearer ${sign({ user: { id: 'x' }, exp: 2e9 }, '', { algorithm: 'none' })}`],
    [
      'a payload without a user',
      `Bearer ${sign({ sub: 'x' }, keys.privateKey, { algorithm: 'RS256', expiresIn: 60 })}`,
    ],
    ['garbage', 'Bearer not.a.token'],
  ])('answers undefined for %s', (_label, authorization) => {
    expect(userIdOf(authorization)).toBeUndefined();
  });

  it('forgets a remembered token once it expires', () => {
    let now = Date.now();
    const resolve = createBearerUserResolver(keys.publicKey, { now: () => now });
    const token = `Bearer ${signTestToken(keys.privateKey, { id: 'ada' }, { expiresInSeconds: 60 })}`;
    expect(resolve(token)).toBe('ada');
    now += 61_000;
    expect(resolve(token)).toBeUndefined();
  });

  it('remembers at most cacheSize tokens', () => {
    const resolve = createBearerUserResolver(keys.publicKey, { cacheSize: 2 });
    const tokens = ['a', 'b', 'c'].map((id) => `Bearer ${signTestToken(keys.privateKey, { id })}`);
    expect(tokens.map(resolve)).toEqual(['a', 'b', 'c']);
    expect(tokens.map(resolve)).toEqual(['a', 'b', 'c']);
  });
});
