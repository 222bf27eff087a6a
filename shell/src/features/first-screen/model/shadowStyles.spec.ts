import { stylesForShadowTree } from './shadowStyles';

it('moves the document root and body rules to the shadow host', () => {
  const sheet = [
    ':root { --dd-space: 8px; }',
    '@media (pointer: coarse) {\n  :root { --dd-control: 44px; }\n}',
    'html, body { margin: 0px; }',
    'body { font-family: var(--dd-font-sans); }',
  ].join('\n');
  expect(stylesForShadowTree(sheet)).toBe(
    [
      ':host { --dd-space: 8px; }',
      '@media (pointer: coarse) {\n  :host { --dd-control: 44px; }\n}',
      ':host, :host { margin: 0px; }',
      ':host { font-family: var(--dd-font-sans); }',
    ].join('\n'),
  );
});

it('moves the theme rules to a host carrying the theme attribute', () => {
  expect(stylesForShadowTree('[data-theme="dark"] { --dd-color-bg: #141110; }')).toBe(
    ':host([data-theme="dark"]) { --dd-color-bg: #141110; }',
  );
});

it('leaves class rules and words in values alone', () => {
  const sheet = [
    '.body_x1 { color: red; }',
    '.card body, .htmlish { content: "html body"; }',
    '.a > .b { font-family: body, serif; }',
  ].join('\n');
  expect(stylesForShadowTree(sheet)).toBe(sheet);
});
