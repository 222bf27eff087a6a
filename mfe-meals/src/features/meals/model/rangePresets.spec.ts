import { matchingPreset, monthRange, rangePresets } from './rangePresets';

describe('rangePresets', () => {
  it('gives this month, the last 3 months, this year and all time', () => {
    expect(rangePresets('2025-03-15').map(({ label, range }) => [label, range])).toEqual([
      ['This month', { from: '2025-03-01', to: '2025-03-31' }],
      ['Last 3 months', { from: '2025-01-01', to: '2025-03-31' }],
      ['This year', { from: '2025-01-01', to: '2025-12-31' }],
      ['All time', { from: null, to: null }],
    ]);
  });

  it('crosses into the previous year and knows February and leap years', () => {
    const [thisMonth, lastThree] = rangePresets('2024-02-29');
    expect(thisMonth!.range).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(lastThree!.range).toEqual({ from: '2023-12-01', to: '2024-02-29' });
    expect(rangePresets('2025-02-01')[0]!.range.to).toBe('2025-02-28');
  });

  it('finds the preset a range is, if any', () => {
    const presets = rangePresets('2025-03-15');
    expect(matchingPreset(presets, { from: null, to: null })?.id).toBe('allTime');
    expect(matchingPreset(presets, { from: '2025-01-01', to: '2025-12-31' })?.id).toBe('thisYear');
    expect(matchingPreset(presets, { from: '2025-03-02', to: '2025-03-31' })).toBeUndefined();
  });

  it('answers the range of one month', () => {
    expect(monthRange('2025-12')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(monthRange('2025-04')).toEqual({ from: '2025-04-01', to: '2025-04-30' });
  });
});
