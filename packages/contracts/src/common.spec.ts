import { freeText, hasControlCharacters, singleLine } from './common';

describe('control characters', () => {
  it.each(['Chez Panisse', 'Café — déjà vu', '寿司', '🍜 ramen', ''])(
    'accepts %j on one line',
    (text) => {
      expect(singleLine(text)).toBe(true);
    },
  );

  it.each([
    'a\u0000b',
    'bell\u0007',
    'esc\u001b[31m',
    'del\u007f',
    'c1\u0085',
    'two\nlines',
    'tab\there',
  ])('refuses %j on one line', (text) => {
    expect(singleLine(text)).toBe(false);
  });

  it('keeps tabs and line breaks in free text, and refuses the rest', () => {
    expect(freeText('line one\r\nline two\n\tindented')).toBe(true);
    expect(freeText('nul\u0000')).toBe(false);
    expect(freeText('vertical\u000btab')).toBe(false);
    expect(hasControlCharacters('x\u009f', { allowLineBreaks: true })).toBe(true);
  });
});
