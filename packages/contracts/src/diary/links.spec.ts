import {
  isAllowedImageUrl,
  pointsAtOurUploads,
  uploadedFileOf,
  uploadUrlOf,
  websiteHref,
} from './links';

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
    '/api/uploads/%69mages/ab12.jpg',
    '/api//uploads/images/ab12.jpg',
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

describe('uploadedFileOf', () => {
  it('reads the file of our upload URLs, relative or absolute on any host', () => {
    expect(uploadedFileOf('/api/uploads/images/ab12.jpg')).toBe('ab12.jpg');
    expect(uploadedFileOf(' https://diary.example.com/api/uploads/images/ab12.jpg ')).toBe(
      'ab12.jpg',
    );
    expect(uploadedFileOf('http://127.0.0.1:8080/api/uploads/images/ab12.jpg?w=640')).toBe(
      'ab12.jpg',
    );
    expect(uploadUrlOf('ab12.jpg')).toBe('/api/uploads/images/ab12.jpg');
  });

  it('answers undefined for any other URL', () => {
    for (const url of [
      'https://s3-media.fl.yelpcdn.com/bphoto/x/o.jpg',
      'https://example.com/api/uploads/images/',
      'https://example.com/api/uploads/images/a/b.jpg',
      'ftp://example.com/api/uploads/images/a.jpg',
      '/api/uploads/images/../../auth/secret',
      'javascript:alert(1)',
    ])
      expect(uploadedFileOf(url)).toBeUndefined();
  });
});

describe('uploads in any spelling of their path', () => {
  const spellings = [
    'http://127.0.0.1:8080/api/uploads/%69mages/ab12.jpg',
    'https://diary.example.com/api/%75ploads/images/ab12.jpg',
    'https://diary.example.com/%61pi/uploads/images/ab12.jpg',
    'https://diary.example.com/api//uploads/images/ab12.jpg',
    'https://diary.example.com/api/uploads/./images/ab12.jpg',
    'https://diary.example.com/api/x/../uploads/images/ab12.jpg',
    'https://diary.example.com/api/uploads/images/%2E/ab12.jpg',
    '/api/uploads/%69mages/ab12.jpg',
    '/api//uploads/images/ab12.jpg',
    '//diary.example.com/api/uploads/images/ab12.jpg',
  ];

  it.each(spellings)('reads %j as the upload it names', (url) => {
    expect(pointsAtOurUploads(url)).toBe(true);
    expect(uploadedFileOf(url)).toBe('ab12.jpg');
  });

  it.each([
    'https://example.com/api/uploads/images/a/b.jpg',
    'https://example.com/api//uploads/proxy',
    'https://example.com/api/uploads',
    '/api/uploads/images/',
  ])('counts %j as under our uploads though it names no single upload', (url) => {
    expect(pointsAtOurUploads(url)).toBe(true);
    expect(uploadedFileOf(url)).toBeUndefined();
  });

  it.each([
    'https://s3-media.fl.yelpcdn.com/bphoto/x/o.jpg',
    'https://example.com/api/uploadsX/images/a.jpg',
    'https://example.com/api%2Fuploads/images/a.jpg',
    '/api/uploads/images/../../auth/secret',
    'javascript:alert(1)',
  ])('leaves %j outside our uploads', (url) => {
    expect(pointsAtOurUploads(url)).toBe(false);
  });
});
