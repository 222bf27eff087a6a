import type { OutboxEntry } from '@dd/shell-kit';

const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
const dateAndTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** When the user made the write: `queuedAt` is its time in ms × 1000 plus a counter. */
export function madeAt(entry: OutboxEntry): Date {
  return new Date(Math.floor(entry.queuedAt / 1000));
}

/** 'today at 14:05', or the date and time for an earlier day. */
export function formatMadeAt(date: Date, now: Date = new Date()): string {
  return date.toDateString() === now.toDateString()
    ? `today at ${time.format(date)}`
    : dateAndTime.format(date);
}

/** '14:05', as the user's locale writes it. */
export function formatTime(ms: number): string {
  return time.format(ms);
}
