import { notesUrl } from './notesLinks';

it.each(['https://example.com/a?b=1#c', 'http://example.com', 'HTTPS://EXAMPLE.COM'])(
  'keeps the web link %s',
  (url) => {
    expect(notesUrl(url)).toBe(url);
  },
);

it.each([
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'mailto:a@example.com',
  '/meals/1',
  '//evil.example.com',
  'https://',
  '',
])('drops %j', (url) => {
  expect(notesUrl(url)).toBe('');
});
