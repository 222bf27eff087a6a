import { equalProps } from './equalProps';

const onClick = () => undefined;

it('takes props that hold the same data and elements as equal', () => {
  expect(
    equalProps(
      { params: { q: 'ramen', tags: ['a'] }, fallback: <p>Loading...</p>, onClick, count: 2 },
      { params: { q: 'ramen', tags: ['a'] }, fallback: <p>Loading...</p>, onClick, count: 2 },
    ),
  ).toBe(true);
});

it.each([
  ['a value', { params: { q: 'ramen' } }, { params: { q: 'pho' } }],
  ['a key', { params: { q: 'ramen' } }, { params: { q: 'ramen', tag: 't1' } }],
  ['an element', { fallback: <p>Loading...</p> }, { fallback: <span>Loading...</span> }],
  ['a function', { onClick }, { onClick: () => undefined }],
  ['an array for an object', { list: [] }, { list: {} }],
  ['a date (only the same one)', { at: new Date(0) }, { at: new Date(0) }],
])('tells props apart that differ in %s', (_, a, b) => {
  expect(equalProps(a, b)).toBe(false);
});

it('takes data nested deeper than it looks as different', () => {
  const deep = () => ({ a: { b: { c: { d: { e: 1 } } } } });
  expect(equalProps(deep(), deep())).toBe(false);
});
