import { THUMBS_TITLES, nextThumbsValue } from './thumbs';

describe('nextThumbsValue', () => {
  it.each([
    [null, true, true],
    [null, false, false],
    [undefined, true, true],
    [true, false, false],
    [false, true, true],
    [true, true, null],
    [false, false, null],
  ] as const)('from %p pressing %p gives %p', (current, pressed, next) => {
    expect(nextThumbsValue(current, pressed)).toBe(next);
  });
});

it('titles the thumbs per entity as the spec does', () => {
  expect(THUMBS_TITLES.restaurant).toEqual({
    up: 'Would order/visit again',
    down: 'Would not order/visit again',
  });
  expect(THUMBS_TITLES.meal).toEqual({ up: 'Would order again', down: 'Would not order again' });
});
