import { canonicalJson, requestFingerprint } from './request-fingerprint';

describe('requestFingerprint', () => {
  it('is the same for the same body with its keys in any order, at any depth', () => {
    expect(requestFingerprint('POST', '/api/meals', { a: 1, b: { c: [1, { d: 2, e: 3 }] } })).toBe(
      requestFingerprint('post', '/api/meals', { b: { c: [1, { e: 3, d: 2 }] }, a: 1 }),
    );
  });

  it('tells apart methods, paths, values and the order of array items', () => {
    const base = requestFingerprint('POST', '/api/meals', { tags: ['a', 'b'] });
    expect(requestFingerprint('PUT', '/api/meals', { tags: ['a', 'b'] })).not.toBe(base);
    expect(requestFingerprint('POST', '/api/restaurants', { tags: ['a', 'b'] })).not.toBe(base);
    expect(requestFingerprint('POST', '/api/meals', { tags: ['b', 'a'] })).not.toBe(base);
    expect(requestFingerprint('POST', '/api/meals', { tags: ['a', 'b'], x: 1 })).not.toBe(base);
  });

  it('stands bytes in for their sha256, so files are compared by content', () => {
    expect(canonicalJson({ data: Buffer.from('abc'), name: 'a.jpg' })).toBe(
      '{"data":{"sha256":"ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"},"name":"a.jpg"}',
    );
    expect(requestFingerprint('POST', '/u', { data: Buffer.from('abc') })).not.toBe(
      requestFingerprint('POST', '/u', { data: Buffer.from('abd') }),
    );
  });

  it('fingerprints a request without a body', () => {
    expect(canonicalJson(undefined)).toBe('null');
  });
});
