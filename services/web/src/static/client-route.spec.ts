import { isClientRouteNavigation, isReservedPath } from './client-route';

const HTML = 'text/html,application/xhtml+xml,*/*;q=0.8';

describe('isReservedPath', () => {
  it.each(['/api', '/api/meals', '/mfe/meals/x.js', '/mfe', '/s/abc', '/config.json', '/healthz'])(
    '%s is the gateway’s own',
    (path) => {
      expect(isReservedPath(path)).toBe(true);
    },
  );

  it.each([
    '/',
    '/meals/123',
    '/apiary',
    '/mfestival',
    '/settings',
    '/config.json.bak',
    '/healthz/extra',
  ])('%s is not', (path) => {
    expect(isReservedPath(path)).toBe(false);
  });
});

describe('isClientRouteNavigation', () => {
  it('is a browser navigation to a client route', () => {
    expect(isClientRouteNavigation('/meals/123', HTML)).toBe(true);
  });

  it('is not a request for data or a script', () => {
    expect(isClientRouteNavigation('/meals/123', 'application/json')).toBe(false);
    expect(isClientRouteNavigation('/meals/123', '*/*')).toBe(false);
    expect(isClientRouteNavigation('/meals/123', undefined)).toBe(false);
  });

  it('is never a reserved path, even from a browser', () => {
    expect(isClientRouteNavigation('/mfe/meals/missing.js', HTML)).toBe(false);
    expect(isClientRouteNavigation('/api/unknown', HTML)).toBe(false);
  });
});
