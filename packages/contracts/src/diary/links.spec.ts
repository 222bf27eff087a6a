import { isAllowedImageUrl, websiteHref } from './links';

describe('websiteHref', () => {
  it.each([
    ['example.com', 'https://example.com/'],
    ['  www.example.com/menu  ', 'https://www.example.com/menu'],
    ['http://example.com', 'http://example.com/'],
    ['HTTPS://Example.com/a?b=1', 'https://example.com/a?b=1'],
    ['example.com:8080/x', 'https://example.com:8080/x'],
  ])('links %j as %j', (input, expected) => {
    expect(websiteHref(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript://%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'mailto:ada@example.com',
    'ftp://example.com',
    '',
    '   ',
    'https://',
  ])('refuses %j', (input) => {
    expect(websiteHref(input)).toBeNull();
  });

  it('answers null for a missing website', () => {
    expect(websiteHref(null)).toBeNull();
    expect(websiteHref(undefined)).toBeNull();
  });
});

describe('isAllowedImageUrl', () => {
  it.each([
    '/api/uploads/images/ab12.jpg',
    'https://s3-media1.fl.yelpcdn.com/bphoto/x/o.jpg',
    'http://127.0.0.1:3010/yelp/photos/1.jpg',
    'http://localhost:3010/yelp/photos/1.jpg',
  ])('accepts %j', (url) => {
    expect(isAllowedImageUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'http://evil.example/pixel.gif',
    '/api/uploads/images/../../auth/secret',
    '/api/other/thing.jpg',
    'images/a.jpg',
  ])('refuses %j', (url) => {
    expect(isAllowedImageUrl(url)).toBe(false);
  });
});
