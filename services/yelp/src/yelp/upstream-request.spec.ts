import { normalisedKey } from './upstream-request';

describe('normalisedKey', () => {
  it('sorts parameters and drops unset ones', () => {
    expect(
      normalisedKey({
        path: '/v3/businesses/search',
        query: { term: 'pizza', limit: 5, latitude: 1.5, price: undefined },
      }),
    ).toBe('/v3/businesses/search?latitude=1.5&limit=5&term=pizza');
  });

  it('is the bare path without parameters', () => {
    expect(normalisedKey({ path: '/v3/businesses/abc', query: {} })).toBe('/v3/businesses/abc');
  });

  it('encodes values so they cannot run into each other', () => {
    expect(normalisedKey({ path: '/p', query: { term: 'a&b=c' } })).toBe('/p?term=a%26b%3Dc');
  });
});
