import type { ImageEntry, Meal, NamedRef } from '@dd/contracts';
import { diaryDay, displayImage } from '@dd/diary-ui';

/** The meals of one day at one restaurant (or with none), with the first photo among them. */
export type TimelineVisit = {
  /** Unique within the day: the restaurant's id, or '' for meals without a restaurant. */
  key: string;
  restaurant: NamedRef | null;
  meals: Meal[];
  image: ImageEntry | undefined;
};

export type TimelineDay = { day: string; visits: TimelineVisit[] };

export type TimelineMonth = { month: string; days: TimelineDay[] };

/**
 * The meals grouped by month (`YYYY-MM`), then by day (`YYYY-MM-DD`), then by
 * restaurant, in the order the meals come (the list's newest first). A day is
 * the calendar day the user gave the meal: it is read from the stored date's
 * text, never through a Date in some time zone, so a dinner at 23:30 stays on
 * its day wherever the browser is. A day split across two pages comes
 * together again.
 */
export function groupTimeline(meals: readonly Meal[]): TimelineMonth[] {
  const months = new Map<string, Map<string, Map<string, TimelineVisit>>>();
  for (const meal of meals) {
    const day = diaryDay(meal.date) || meal.date;
    const month = day.slice(0, 7);
    let days = months.get(month);
    if (!days) months.set(month, (days = new Map()));
    let visits = days.get(day);
    if (!visits) days.set(day, (visits = new Map()));
    const key = meal.restaurantId?._id ?? '';
    const visit = visits.get(key);
    const image = displayImage(meal.mealImages, meal.imageUrl);
    if (visit) {
      visit.meals.push(meal);
      visit.image ??= image;
    } else {
      visits.set(key, { key, restaurant: meal.restaurantId, meals: [meal], image });
    }
  }
  return [...months].map(([month, days]) => ({
    month,
    days: [...days].map(([day, visits]) => ({ day, visits: [...visits.values()] })),
  }));
}

function utcDate(day: string): Date {
  return new Date(
    Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)) || 1),
  );
}

/** "March 2025" for `2025-03`, in the user's locale; a calendar month, not an instant. */
export function formatTimelineMonth(month: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utcDate(`${month}-01`));
}

/** "Sat, Mar 15" for `2025-03-15`, in the user's locale; a calendar day, not an instant. */
export function formatTimelineDay(day: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(utcDate(day));
}
