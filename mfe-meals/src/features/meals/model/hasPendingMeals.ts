import type { OutboxEntry } from '@dd/shell-kit';

// Apart from pendingMeals.ts: the list's route asks only this, and the
// queued meals' cards (with the rest of that module) load when it is true.

/** The kind of the preview kept with a queued meal. */
export const MEAL_PREVIEW_KIND = 'meals';

/** Whether a meal made on this device waits to sync (the list then shows it, marked). */
export function hasPendingMeals(entries: readonly OutboxEntry[]): boolean {
  return entries.some((entry) => entry.creates && entry.preview?.kind === MEAL_PREVIEW_KIND);
}
