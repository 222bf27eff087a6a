const DIARY_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

// Building a DateTimeFormat loads locale data: one per locale, not one per
// card (24 of them took 60 ms of a phone's first meal card).
const formats = new Map<string | undefined, Intl.DateTimeFormat>();
function dayFormat(locale: string | undefined): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    formats.set(locale, format);
  }
  return format;
}

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
  return dayFormat(locale).format(date);
}

/** The day part (`YYYY-MM-DD`) of a stored date, for a `<time dateTime>` or a date input. */
export function diaryDay(value: string): string {
  return DIARY_DATE.exec(value)?.[0] ?? '';
}

/** `now` as `YYYY-MM-DD` in the user's own calendar (not UTC, which is a day off near midnight). */
export function localDiaryDate(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
