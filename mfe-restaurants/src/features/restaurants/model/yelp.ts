import type { YelpBusinessDetails, YelpReview } from '@dd/contracts';

/** product spec §9: the Yelp panel shows at most 3 reviews. */
export const YELP_PANEL_MAX_REVIEWS = 3;

const WEEK_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** `HHMM` as a readable time in the user's locale (e.g. '1730' → '5:30 PM'); odd input is kept. */
export function formatYelpTime(hhmm: string, locale?: string): string {
  const match = /^(\d{2})(\d{2})$/.exec(hhmm);
  if (!match) return hhmm;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59) return hhmm;
  const date = new Date(Date.UTC(1970, 0, 1, hours % 24, minutes));
  return new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(date);
}

export type DayHours = { day: (typeof WEEK_DAYS)[number]; ranges: string[] };

/** The regular opening hours (`hours[0].open`) as Monday..Sunday, each with its time ranges (none = closed). */
export function weeklyHours(
  hours: YelpBusinessDetails['hours'] | undefined,
  locale?: string,
): DayHours[] {
  const slots = hours?.[0]?.open ?? [];
  if (slots.length === 0) return [];
  return WEEK_DAYS.map((day, index) => ({
    day,
    ranges: slots
      .filter((slot) => slot.day === index)
      .sort((a, b) => a.start.localeCompare(b.start))
      .map((slot) => `${formatYelpTime(slot.start, locale)} – ${formatYelpTime(slot.end, locale)}`),
  }));
}

/** The most recent reviews first, at most `max`. */
export function recentReviews(
  reviews: readonly YelpReview[] | undefined,
  max: number = YELP_PANEL_MAX_REVIEWS,
): YelpReview[] {
  return [...(reviews ?? [])]
    .sort((a, b) => reviewTime(b) - reviewTime(a))
    .slice(0, Math.max(0, max));
}

function reviewTime(review: YelpReview): number {
  // Yelp answers 'YYYY-MM-DD HH:MM:SS'; only the order matters here.
  const time = Date.parse(review.time_created.replace(' ', 'T'));
  return Number.isNaN(time) ? 0 : time;
}
