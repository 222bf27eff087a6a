import { matchPage } from './match-page';

describe('matchPage', () => {
  it('matches a route’s path as the router does, with decoded parameters', () => {
    expect(matchPage('/meals', '/meals')).toEqual({});
    expect(matchPage('/meals', '/meals/')).toEqual({});
    expect(matchPage('/meals/:id', '/meals/a%20b')).toEqual({ id: 'a b' });
    expect(matchPage('/meals/:id', '/meals')).toBeNull();
    expect(matchPage('/meals/:id', '/restaurants/1')).toBeNull();
    expect(matchPage('/meals/:id', '/meals/%E0%A4%A')).toBeNull();
  });
});
