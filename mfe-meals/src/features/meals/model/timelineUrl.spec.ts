import {
  isDiaryDay,
  readDateRange,
  readMealsView,
  withDateRange,
  withFrom,
  withMealsView,
  withTo,
} from './timelineUrl';

const params = (query: string) => new URLSearchParams(query);

describe('the timeline URL state', () => {
  it('reads the view: the timeline only when asked for, the grid otherwise', () => {
    expect(readMealsView(params('view=timeline'))).toBe('timeline');
    expect(readMealsView(params(''))).toBe('grid');
    expect(readMealsView(params('view=map'))).toBe('grid');
  });

  it('switches the view and keeps the filter, search, tag and range', () => {
    const current = params('filter=thumbsUp&q=tofu&tag=64b7f0c2a1b2c3d4e5f60001&from=2025-03-01');
    expect(withMealsView(current, 'timeline').toString()).toBe(
      'filter=thumbsUp&q=tofu&tag=64b7f0c2a1b2c3d4e5f60001&from=2025-03-01&view=timeline',
    );
    expect(withMealsView(params('view=timeline&q=tofu'), 'grid').toString()).toBe('q=tofu');
  });

  it('reads a range, ignoring malformed days and putting a reversed pair in order', () => {
    expect(readDateRange(params('from=2025-03-01&to=2025-03-31'))).toEqual({
      from: '2025-03-01',
      to: '2025-03-31',
    });
    expect(readDateRange(params('from=2025-02-30&to=soon'))).toEqual({ from: null, to: null });
    expect(readDateRange(params('from=1899-12-31&to=2025-03-31'))).toEqual({
      from: null,
      to: '2025-03-31',
    });
    expect(readDateRange(params('from=2025-04-01&to=2025-03-01'))).toEqual({
      from: '2025-03-01',
      to: '2025-04-01',
    });
  });

  it('writes a range, leaving out open sides and keeping the other parameters', () => {
    expect(
      withDateRange(params('view=timeline&q=x'), { from: '2025-03-01', to: null }).toString(),
    ).toBe('view=timeline&q=x&from=2025-03-01');
    expect(
      withDateRange(params('view=timeline&from=2025-03-01&to=2025-03-31'), {
        from: null,
        to: null,
      }).toString(),
    ).toBe('view=timeline');
  });

  it('knows a real diary day', () => {
    expect(isDiaryDay('2024-02-29')).toBe(true);
    expect(isDiaryDay('2025-02-29')).toBe(false);
    expect(isDiaryDay('2025-3-1')).toBe(false);
    expect(isDiaryDay('2101-01-01')).toBe(false);
    expect(isDiaryDay(null)).toBe(false);
  });

  it('keeps a range in order when one side is edited past the other', () => {
    const march = { from: '2025-03-01', to: '2025-03-31' };
    expect(withFrom(march, '2025-04-10')).toEqual({ from: '2025-04-10', to: '2025-04-10' });
    expect(withFrom(march, null)).toEqual({ from: null, to: '2025-03-31' });
    expect(withTo(march, '2025-02-01')).toEqual({ from: '2025-02-01', to: '2025-02-01' });
    expect(withTo(march, '2025-03-20')).toEqual({ from: '2025-03-01', to: '2025-03-20' });
  });
});
