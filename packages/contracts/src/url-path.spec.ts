import { normalizeRequestTarget, normalizeUrlPath } from './url-path';

describe('normalizeUrlPath', () => {
  it.each([
    ['/%61pi/tags', '/api/tags'],
    ['/%61%70%69/meals', '/api/meals'],
    ['/api/%75ploads/proxy', '/api/uploads/proxy'],
    ['/%73/abc', '/s/abc'],
    ['/api/uploads/%69mages/a.jpg', '/api/uploads/images/a.jpg'],
    ['/api//uploads/images/a.jpg', '/api/uploads/images/a.jpg'],
    ['///api///tags', '/api/tags'],
    ['/api/./tags', '/api/tags'],
    ['/api/x/../tags', '/api/tags'],
    ['/api/x/%2E%2E/tags', '/api/tags'],
    ['/api/x/.%2e/tags', '/api/tags'],
    ['/../../api/tags', '/api/tags'],
    ['/api/tags/..', '/api/'],
    ['/api/tags/.', '/api/tags/'],
    ['/a/b/../../..', '/'],
    ['/', '/'],
    ['/%7euser', '/~user'],
  ])('%j is %j', (path, expected) => {
    expect(normalizeUrlPath(path)).toBe(expected);
  });

  it('keeps reserved characters encoded, upper-casing their hex digits', () => {
    expect(normalizeUrlPath('/api%2ftags')).toBe('/api%2Ftags');
    expect(normalizeUrlPath('/api/uploads/images/a%2fb.jpg')).toBe('/api/uploads/images/a%2Fb.jpg');
    expect(normalizeUrlPath('/api/tags/caf%c3%a9')).toBe('/api/tags/caf%C3%A9');
    expect(normalizeUrlPath('/a%20b')).toBe('/a%20b');
  });

  it('leaves what is not an origin-form path, and malformed encodings, as they are', () => {
    expect(normalizeUrlPath('*')).toBe('*');
    expect(normalizeUrlPath('http://example.com/%61')).toBe('http://example.com/%61');
    expect(normalizeUrlPath('/%zz/%6')).toBe('/%zz/%6');
  });

  it('keeps a file name that only looks like a dot segment', () => {
    expect(normalizeUrlPath('/api/.well-known/x')).toBe('/api/.well-known/x');
    expect(normalizeUrlPath('/a/...')).toBe('/a/...');
  });
});

describe('normalizeRequestTarget', () => {
  it('normalises the path and leaves the query untouched', () => {
    expect(normalizeRequestTarget('/%61pi//meals?limit=24&q=%61/../b')).toBe(
      '/api/meals?limit=24&q=%61/../b',
    );
    expect(normalizeRequestTarget('/api/meals')).toBe('/api/meals');
  });
});
