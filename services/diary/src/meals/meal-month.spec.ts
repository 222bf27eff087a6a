import { datesOfMonth, lastDateOf, monthOf, monthsToRead } from './meal-month';

describe('monthOf', () => {
  it('is the year and month of a diary date', () => {
    expect(monthOf('2024-02-29')).toBe('2024-02');
  });
});

describe('datesOfMonth', () => {
  it('bounds every day of the month and no day of the next', () => {
    const range = datesOfMonth('2024-02');
    for (const day of ['2024-02-01', '2024-02-29']) {
      expect(day >= range.$gte && day <= range.$lte).toBe(true);
    }
    expect('2024-03-01' <= range.$lte).toBe(false);
    expect('2024-01-31' >= range.$gte).toBe(false);
  });
});

describe('lastDateOf', () => {
  it('knows the length of every month, leap years included', () => {
    expect(lastDateOf('2024-02')).toBe('2024-02-29');
    expect(lastDateOf('2025-02')).toBe('2025-02-28');
    expect(lastDateOf('2025-04')).toBe('2025-04-30');
    expect(lastDateOf('2025-12')).toBe('2025-12-31');
  });
});

describe('monthsToRead', () => {
  const calendar = ['2025-03', '2025-01', '2024-12', '2024-06'];

  it('reads every month without a cursor or a period', () => {
    expect(monthsToRead(calendar, {})).toEqual(calendar);
  });

  it("starts at the cursor's month", () => {
    expect(monthsToRead(calendar, { cursorDate: '2025-01-15' })).toEqual([
      '2025-01',
      '2024-12',
      '2024-06',
    ]);
  });

  it('keeps the months a period overlaps', () => {
    expect(monthsToRead(calendar, { from: '2024-12-20', to: '2025-02-01' })).toEqual([
      '2025-01',
      '2024-12',
    ]);
  });

  it('starts at the earlier of the cursor and the end of the period', () => {
    expect(monthsToRead(calendar, { cursorDate: '2025-03-02', to: '2024-12-31' })).toEqual([
      '2024-12',
      '2024-06',
    ]);
  });
});
