import { diaryDay, formatDiaryDate, localDiaryDate } from './dates';

describe('formatDiaryDate', () => {
  it('formats the day in the given locale', () => {
    expect(formatDiaryDate('2024-03-02', 'en-US')).toBe('Mar 2, 2024');
    expect(formatDiaryDate('2024-03-02', 'de-DE')).toBe('02.03.2024');
  });

  it('keeps the calendar day of a date-time whatever the time zone', () => {
    expect(formatDiaryDate('2024-12-31T23:30:00.000Z', 'en-US')).toBe('Dec 31, 2024');
    expect(formatDiaryDate('2024-01-01T00:10:00-08:00', 'en-US')).toBe('Jan 1, 2024');
  });

  it('shows text that is not a date as it is', () => {
    expect(formatDiaryDate('someday', 'en-US')).toBe('someday');
  });
});

it('diaryDay reads the day part', () => {
  expect(diaryDay('2024-03-02T10:00:00Z')).toBe('2024-03-02');
  expect(diaryDay('2024-03-02')).toBe('2024-03-02');
  expect(diaryDay('')).toBe('');
});

it('localDiaryDate is the local calendar day', () => {
  expect(localDiaryDate(new Date(2024, 0, 5, 23, 59))).toBe('2024-01-05');
  expect(localDiaryDate(new Date(2024, 11, 31, 0, 1))).toBe('2024-12-31');
});
