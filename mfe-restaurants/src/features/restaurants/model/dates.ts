const DIARY_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A diary day (`YYYY-MM-DD`, or the day part of a date-time) in the user's
 * locale. It is read as a calendar day, so no time zone moves it a day.
 */
export function formatDiaryDate(value: string, locale?: string): string {
  const match = DIARY_DATE.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
