import { chipColumns, chipRowCount, chipsOfRow, withPinnedRow } from './chipGrid';

describe('chipColumns', () => {
  it('fits as many 208 px columns with 8 px gaps as the width allows', () => {
    expect(chipColumns(1200)).toBe(5);
    expect(chipColumns(5 * 208 + 4 * 8)).toBe(5);
    expect(chipColumns(5 * 208 + 4 * 8 - 1)).toBe(4);
  });

  it('gives one column on a phone and before the list has a width', () => {
    expect(chipColumns(358)).toBe(1);
    expect(chipColumns(0)).toBe(1);
  });
});

describe('chipRowCount and chipsOfRow', () => {
  it('splits the chips into rows of the column count, the last one short', () => {
    expect(chipRowCount(11, 4)).toBe(3);
    expect(chipRowCount(0, 4)).toBe(0);
    expect(chipsOfRow(0, 4, 11)).toEqual([0, 1, 2, 3]);
    expect(chipsOfRow(2, 4, 11)).toEqual([8, 9, 10]);
    expect(chipsOfRow(3, 4, 11)).toEqual([]);
  });
});

describe('withPinnedRow', () => {
  it('adds the focused chip’s row in order when it is away from the viewport', () => {
    expect(withPinnedRow([10, 11, 12], 2)).toEqual([2, 10, 11, 12]);
    expect(withPinnedRow([10, 11, 12], 40)).toEqual([10, 11, 12, 40]);
  });

  it('keeps the rows as they are when nothing is focused or the row is already there', () => {
    expect(withPinnedRow([10, 11, 12], null)).toEqual([10, 11, 12]);
    expect(withPinnedRow([10, 11, 12], 11)).toEqual([10, 11, 12]);
  });
});
