/** How /meals shows the meals: the spec's grid, or grouped by month and day. */
export type MealsView = 'grid' | 'timeline';

/** A period of days, both included; null leaves that side open. */
export type DateRange = { from: string | null; to: string | null };

export const ALL_TIME: DateRange = { from: null, to: null };

export const VIEW_PARAM = 'view';
export const FROM_PARAM = 'from';
export const TO_PARAM = 'to';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
// The diary's own date bounds (the API refuses others).
const FIRST_DAY = '1900-01-01';
const LAST_DAY = '2100-12-31';

/** Whether `value` is a real calendar day `YYYY-MM-DD` the diary accepts. */
export function isDiaryDay(value: string | null | undefined): value is string {
  const match = value ? DAY.exec(value) : null;
  if (!match || value! < FIRST_DAY || value! > LAST_DAY) return false;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return date.getUTCMonth() === month! - 1 && date.getUTCDate() === day;
}

/** `?view=timeline` is the timeline; anything else (or nothing) the grid. */
export function readMealsView(searchParams: URLSearchParams): MealsView {
  return searchParams.get(VIEW_PARAM) === 'timeline' ? 'timeline' : 'grid';
}

/**
 * `?from=&to=` as a range: a malformed or out-of-bounds day reads as open,
 * and a reversed pair is put in order, so a hand-edited URL still shows a period.
 */
export function readDateRange(searchParams: URLSearchParams): DateRange {
  const from = searchParams.get(FROM_PARAM);
  const to = searchParams.get(TO_PARAM);
  const range = { from: isDiaryDay(from) ? from : null, to: isDiaryDay(to) ? to : null };
  return range.from && range.to && range.from > range.to
    ? { from: range.to, to: range.from }
    : range;
}

/** `current` showing `view`; the grid is the default and leaves no parameter. Others stay. */
export function withMealsView(current: URLSearchParams, view: MealsView): URLSearchParams {
  const next = new URLSearchParams(current);
  if (view === 'timeline') next.set(VIEW_PARAM, 'timeline');
  else next.delete(VIEW_PARAM);
  return next;
}

/** `current` with its range replaced by `range`; open sides leave no parameter. Others stay. */
export function withDateRange(current: URLSearchParams, range: DateRange): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, day] of [
    [FROM_PARAM, range.from],
    [TO_PARAM, range.to],
  ] as const) {
    if (day) next.set(key, day);
    else next.delete(key);
  }
  return next;
}

export function isAllTime(range: DateRange): boolean {
  return range.from === null && range.to === null;
}

/**
 * The range after the user set its start (or cleared it: null). A start after
 * the end moves the end to the same day, so the range never turns inside out.
 */
export function withFrom(range: DateRange, from: string | null): DateRange {
  return { from, to: from && range.to && range.to < from ? from : range.to };
}

/** The range after the user set its end (or cleared it); an end before the start moves the start. */
export function withTo(range: DateRange, to: string | null): DateRange {
  return { from: to && range.from && range.from > to ? to : range.from, to };
}
