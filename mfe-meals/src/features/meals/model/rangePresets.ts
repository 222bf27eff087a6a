import type { DateRange } from './timelineUrl';

export type RangePresetId = 'thisMonth' | 'last3Months' | 'thisYear' | 'allTime';

export type RangePreset = { id: RangePresetId; label: string; range: DateRange };

const pad = (value: number) => String(value).padStart(2, '0');

/** The first day of the month `offset` months from (year, month 1–12). */
function firstOfMonth(year: number, month: number, offset = 0): string {
  const index = year * 12 + (month - 1) + offset;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01`;
}

function lastOfMonth(year: number, month: number): string {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(days)}`;
}

/**
 * The range picker's presets, from `today` (`YYYY-MM-DD` in the user's own
 * calendar: localDiaryDate), so "This month" near midnight is the user's month.
 * "Last 3 months" is this month and the two before it.
 */
export function rangePresets(today: string): RangePreset[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return [
    {
      id: 'thisMonth',
      label: 'This month',
      range: { from: firstOfMonth(year, month), to: lastOfMonth(year, month) },
    },
    {
      id: 'last3Months',
      label: 'Last 3 months',
      range: { from: firstOfMonth(year, month, -2), to: lastOfMonth(year, month) },
    },
    { id: 'thisYear', label: 'This year', range: { from: `${year}-01-01`, to: `${year}-12-31` } },
    { id: 'allTime', label: 'All time', range: { from: null, to: null } },
  ];
}

/** The preset whose range is exactly `range`, if any. */
export function matchingPreset(presets: readonly RangePreset[], range: DateRange) {
  return presets.find((preset) => preset.range.from === range.from && preset.range.to === range.to);
}

/** The range of one calendar month `YYYY-MM` (the timeline's month headings link to it). */
export function monthRange(month: string): DateRange {
  const year = Number(month.slice(0, 4));
  const number = Number(month.slice(5, 7));
  return { from: firstOfMonth(year, number), to: lastOfMonth(year, number) };
}
