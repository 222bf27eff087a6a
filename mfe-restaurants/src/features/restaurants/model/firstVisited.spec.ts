import { firstVisitedDay } from './firstVisited';

describe('firstVisitedDay', () => {
  it('takes the oldest meal when it is older than the recorded day', () => {
    expect(firstVisitedDay('2026-12-01T00:00:00.000Z', '2025-06-14')).toBe('2025-06-14');
  });

  it('keeps the recorded day when it is the older one, or the only one', () => {
    expect(firstVisitedDay('2024-01-02', '2025-06-14')).toBe('2024-01-02');
    expect(firstVisitedDay('2024-01-02', null)).toBe('2024-01-02');
    expect(firstVisitedDay('', '2025-06-14')).toBe('2025-06-14');
    expect(firstVisitedDay(undefined, undefined)).toBeNull();
  });
});
