import { formatDiaryDate } from './dates';

describe('formatDiaryDate', () => {
  it('shows the day in the given locale', () => {
    expect(formatDiaryDate('2024-03-02', 'en-US')).toBe('Mar 2, 2024');
    expect(formatDiaryDate('2024-03-02', 'de-DE')).toBe('02.03.2024');
  });

  it('keeps the calendar day of a date-time whatever the time zone', () => {
    expect(formatDiaryDate('2024-03-02T23:30:00-08:00', 'en-US')).toBe('Mar 2, 2024');
  });

  it('keeps text it cannot read', () => {
    expect(formatDiaryDate('someday', 'en-US')).toBe('someday');
  });
});
