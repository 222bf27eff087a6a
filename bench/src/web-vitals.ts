import type { Page } from 'playwright-core';

/** What the page's performance observers saw, times in ms after navigation start. */
export interface Vitals {
  /** The latest Largest Contentful Paint candidate. */
  lcp?: { time: number; element: string };
  /** Shifts not caused by recent input, with the shifted elements (`tag.class`). */
  layoutShifts: { startTime: number; value: number; sources: string[] }[];
  longTasks: { startTime: number; duration: number }[];
}

type VitalsWindow = { __benchVitals?: Vitals };

/**
 * Before the page's own scripts run: observes Largest Contentful Paint,
 * layout shifts not caused by recent input, and long tasks. Call before `page.goto`.
 */
export async function observeVitals(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const vitals: Vitals = { layoutShifts: [], longTasks: [] };
    (window as VitalsWindow).__benchVitals = vitals;
    for (const type of ['largest-contentful-paint', 'layout-shift', 'longtask'])
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (type === 'largest-contentful-paint') {
            const { element, url } = entry as PerformanceEntry & {
              element?: Element;
              url?: string;
            };
            vitals.lcp = {
              time: entry.startTime,
              element: element
                ? `${element.tagName.toLowerCase()}${url ? ` ${new URL(url).pathname}` : ''}`
                : 'removed element',
            };
          } else if (type === 'layout-shift') {
            const shift = entry as PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources?: { node?: Node | null }[];
            };
            if (!shift.hadRecentInput)
              vitals.layoutShifts.push({
                startTime: shift.startTime,
                value: shift.value,
                sources: (shift.sources ?? []).map((source) =>
                  source.node instanceof Element
                    ? `${source.node.tagName.toLowerCase()}.${source.node.classList[0] ?? ''}`
                    : (source.node?.nodeName ?? 'removed node'),
                ),
              });
          } else vitals.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
        }
      }).observe({ type, buffered: true });
  });
}

export async function readVitals(page: Page): Promise<Vitals> {
  const vitals = await page.evaluate(() => (window as VitalsWindow).__benchVitals);
  if (!vitals) throw new Error('the performance observers were not installed');
  return vitals;
}

/**
 * Cumulative Layout Shift as Chromium reports it: the largest session window
 * of shifts (each less than 1 s after the previous, at most 5 s long).
 */
export function cumulativeLayoutShift(shifts: Vitals['layoutShifts']): number {
  let largest = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  let windowValue = 0;
  for (const { startTime, value } of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
    if (startTime - previous >= 1000 || startTime - windowStart >= 5000) {
      windowStart = startTime;
      windowValue = 0;
    }
    windowValue += value;
    previous = startTime;
    largest = Math.max(largest, windowValue);
  }
  return largest;
}

/** The shifted elements of the largest shifts, largest first (`tag.class ×n (value)`). */
export function largestShifts(shifts: Vitals['layoutShifts'], count = 3): string {
  return [...shifts]
    .sort((a, b) => b.value - a.value)
    .slice(0, count)
    .map(
      (shift) =>
        `${shift.value.toFixed(3)} at ${Math.round(shift.startTime)} ms: ${shift.sources.join(' ') || '?'}`,
    )
    .join('; ');
}
