import { aYelpBusiness, aYelpReview } from '../testing/fixtures';
import { formatYelpTime, recentReviews, weeklyHours } from './yelp';

describe('formatYelpTime', () => {
  it.each([
    ['1730', '5:30 PM'],
    ['1100', '11:00 AM'],
    ['0000', '12:00 AM'],
    ['2400', '12:00 AM'],
  ])('reads %s as %s', (hhmm, text) => {
    expect(formatYelpTime(hhmm, 'en-US')).toBe(text);
  });

  it('uses the locale', () => {
    expect(formatYelpTime('1730', 'de-DE')).toBe('17:30');
  });

  it('keeps text that is not HHMM', () => {
    expect(formatYelpTime('5pm', 'en-US')).toBe('5pm');
    expect(formatYelpTime('2575', 'en-US')).toBe('2575');
  });
});

describe('weeklyHours', () => {
  it('lists Monday to Sunday with sorted ranges, closed days empty', () => {
    const week = weeklyHours(aYelpBusiness().hours, 'en-US');
    expect(week.map((day) => day.day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(week[1]!.ranges).toEqual(['11:00 AM – 2:30 PM', '5:30 PM – 10:00 PM']);
    expect(week[0]!.ranges).toEqual([]);
    expect(week[5]!.ranges).toEqual(['5:30 PM – 10:00 PM']);
  });

  it('is empty when Yelp gives no hours', () => {
    expect(weeklyHours([], 'en-US')).toEqual([]);
    expect(weeklyHours(undefined, 'en-US')).toEqual([]);
  });
});

describe('recentReviews', () => {
  it('keeps the 3 most recent, newest first', () => {
    const reviews = ['2023-05-01', '2024-02-01', '2022-01-01', '2024-01-01'].map((day, index) =>
      aYelpReview({ id: `r${index}`, time_created: `${day} 10:00:00` }),
    );
    expect(recentReviews(reviews).map((review) => review.id)).toEqual(['r1', 'r3', 'r0']);
  });

  it('copes with no reviews', () => {
    expect(recentReviews(undefined)).toEqual([]);
  });
});
