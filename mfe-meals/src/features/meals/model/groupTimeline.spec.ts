import { localDiaryDate } from '@dd/diary-ui';
import { aMeal } from '../testing/fixtures';
import { formatTimelineDay, formatTimelineMonth, groupTimeline } from './groupTimeline';
import { rangePresets } from './rangePresets';

const PIZZERIA = { _id: '64b7f0c2a1b2c3d4e5f60711', name: 'Pizzeria' };
const NOODLES = { _id: '64b7f0c2a1b2c3d4e5f60712', name: 'Noodle Bar' };

let id = 0;
const meal = (date: string, restaurant: typeof PIZZERIA | null, extra = {}) =>
  aMeal({
    _id: `64b7f0c2a1b2c3d4e5f6${String(++id).padStart(4, '0')}`,
    name: `Meal ${id}`,
    date,
    restaurantId: restaurant,
    ...extra,
  });

const shape = (meals: ReturnType<typeof meal>[]) =>
  groupTimeline(meals).map(({ month, days }) => ({
    month,
    days: days.map(({ day, visits }) => ({
      day,
      visits: visits.map((visit) => [visit.restaurant?.name ?? null, visit.meals.length]),
    })),
  }));

describe('groupTimeline', () => {
  it('groups by month, then day, then restaurant, in the order the meals come', () => {
    expect(
      shape([
        meal('2025-04-02', NOODLES),
        meal('2025-03-15', NOODLES),
        meal('2025-03-15', PIZZERIA),
        meal('2025-03-15', NOODLES),
        meal('2025-03-15', null),
        meal('2025-03-01', PIZZERIA),
        meal('2024-12-31', PIZZERIA),
      ]),
    ).toEqual([
      { month: '2025-04', days: [{ day: '2025-04-02', visits: [['Noodle Bar', 1]] }] },
      {
        month: '2025-03',
        days: [
          {
            day: '2025-03-15',
            visits: [
              ['Noodle Bar', 2],
              ['Pizzeria', 1],
              [null, 1],
            ],
          },
          { day: '2025-03-01', visits: [['Pizzeria', 1]] },
        ],
      },
      { month: '2024-12', days: [{ day: '2024-12-31', visits: [['Pizzeria', 1]] }] },
    ]);
  });

  it('brings a day split across two pages together again', () => {
    const firstPage = [meal('2025-03-15', PIZZERIA), meal('2025-03-15', PIZZERIA)];
    const secondPage = [meal('2025-03-15', PIZZERIA), meal('2025-03-14', PIZZERIA)];
    expect(shape([...firstPage, ...secondPage])[0]!.days).toEqual([
      { day: '2025-03-15', visits: [['Pizzeria', 3]] },
      { day: '2025-03-14', visits: [['Pizzeria', 1]] },
    ]);
  });

  // The remote's Jest runs in America/Los_Angeles (jest.config.js), behind UTC: a day
  // read as a UTC instant and shown in local time would land a day early here.
  it('keeps a meal logged at 23:30 local on the day the user gave it', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/Los_Angeles');
    // A date-time from an older client, written in the diner's local time (UTC-7).
    const late = meal('2025-03-31T23:30:00-07:00', PIZZERIA);
    const months = groupTimeline([meal('2025-04-01', NOODLES), late, meal('2025-03-01', NOODLES)]);
    expect(months.map((month) => month.month)).toEqual(['2025-04', '2025-03']);
    expect(months[1]!.days.map((day) => day.day)).toEqual(['2025-03-31', '2025-03-01']);
    expect(formatTimelineDay('2025-03-31', 'en-US')).toBe('Mon, Mar 31');
    expect(formatTimelineDay('2025-03-01', 'en-US')).toBe('Sat, Mar 1');
    expect(formatTimelineMonth('2025-03', 'en-US')).toBe('March 2025');
    expect(formatTimelineMonth('2025-01', 'en-US')).toBe('January 2025');
  });

  it('takes the first photo among a visit’s meals (primary first within a meal)', () => {
    const [month] = groupTimeline([
      meal('2025-03-15', PIZZERIA),
      meal('2025-03-15', PIZZERIA, {
        mealImages: [
          { url: '/api/uploads/images/side.jpg', isPrimary: false, caption: '' },
          { url: '/api/uploads/images/main.jpg', isPrimary: true, caption: '' },
        ],
      }),
      meal('2025-03-15', PIZZERIA, { imageUrl: '/api/uploads/images/later.jpg' }),
      meal('2025-03-15', NOODLES),
    ]);
    const [pizzeria, noodles] = month!.days[0]!.visits;
    expect(pizzeria!.image?.url).toBe('/api/uploads/images/main.jpg');
    expect(noodles!.image).toBeUndefined();
  });
});

describe('rangePresets in the user’s time zone', () => {
  it('takes "This month" from the local day: 23:30 on March 31 is still March', () => {
    // 06:30 UTC on April 1 is 23:30 on March 31 in Los Angeles.
    const lateOnMarch31 = new Date('2025-04-01T06:30:00Z');
    expect(lateOnMarch31.getHours()).toBe(23);
    const [thisMonth] = rangePresets(localDiaryDate(lateOnMarch31));
    expect(thisMonth!.range).toEqual({ from: '2025-03-01', to: '2025-03-31' });
  });
});
