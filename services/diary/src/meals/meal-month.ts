/**
 * A meal's month (`YYYY-MM`), stored beside its date: the list reads a diary
 * one month at a time by equality on it, which FerretDB's PostgreSQL backend
 * runs in SQL (a month of meals instead of every meal of the user).
 */
export type MealMonth = string;

export function monthOf(date: string): MealMonth {
  return date.slice(0, 7);
}

/**
 * The dates of a month as a range on `date` (`YYYY-MM-DD` sorts as text; the
 * 31st bounds every month). With it a month's query is served on MongoDB by
 * the `{ userId, date }` list index, whatever indexes `month` has.
 */
export function datesOfMonth(month: MealMonth): { $gte: string; $lte: string } {
  return { $gte: `${month}-01`, $lte: `${month}-31` };
}

/** The month's last date (`YYYY-MM-DD`). */
export function lastDateOf(month: MealMonth): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const days = new Date(Date.UTC(year!, monthNumber!, 0)).getUTCDate();
  return `${month}-${String(days).padStart(2, '0')}`;
}

/**
 * The months of `calendar` (newest first) a list reads, newest first: those
 * at or before the cursor's month and within the `from`/`to` dates.
 */
export function monthsToRead(
  calendar: readonly MealMonth[],
  bounds: { cursorDate?: string; from?: string; to?: string },
): MealMonth[] {
  const newest = [bounds.cursorDate, bounds.to]
    .filter((date): date is string => date !== undefined)
    .map(monthOf)
    .sort()[0];
  const oldest = bounds.from === undefined ? undefined : monthOf(bounds.from);
  return calendar.filter(
    (month) =>
      (newest === undefined || month <= newest) && (oldest === undefined || month >= oldest),
  );
}
