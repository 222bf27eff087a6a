import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { SESSION_COOKIE } from '@dd/contracts';

// Functions that run in the page (addInitScript, evaluate) must not bind
// functions to names: tsx compiles those into calls to its own `__name`
// helper, which does not exist in the page. Pass anonymous arrows instead.

/** What the bench keeps on the page's window: named times (ms after navigation start). */
type MarkedWindow = { __benchMarks?: Record<string, number> };

/** A fresh browser context (empty HTTP cache and storage) whose pages start signed in as `token`. */
export async function signedInContext(
  browser: Browser,
  token: string,
  gatewayUrl: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await signInContext(context, token, gatewayUrl);
  return context;
}

/**
 * Signs `context` in as the shell does at sign-in: the token in localStorage,
 * and its session cookie for the gateway's page navigations.
 */
export async function signInContext(
  context: BrowserContext,
  token: string,
  gatewayUrl: string,
): Promise<void> {
  await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
  await context.addCookies([
    { name: SESSION_COOKIE, value: token, url: gatewayUrl, sameSite: 'Strict' },
  ]);
}

export interface FreshRuns<T> {
  /** One result per run, until the first failure. */
  results: T[];
  /** The first failure (`run n: message`); the runs stop there. */
  error?: string;
}

/**
 * Runs `measure` `runs` times, each on a new page of a new context from
 * `openContext`, and closes each context after its run.
 */
export async function inFreshContexts<T>(
  runs: number,
  openContext: (run: number) => Promise<BrowserContext>,
  measure: (page: Page, run: number) => Promise<T>,
): Promise<FreshRuns<T>> {
  const outcome: FreshRuns<T> = { results: [] };
  for (let run = 0; run < runs; run++) {
    const context = await openContext(run);
    const page = await context.newPage();
    try {
      outcome.results.push(await measure(page, run));
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
      outcome.error = `run ${run + 1}: ${message}${await pageStatus(page)}`;
      break;
    } finally {
      await context.close();
    }
  }
  return outcome;
}

/** What the page's status and alert regions said, to explain a failed run. */
async function pageStatus(page: Page): Promise<string> {
  const said = await page
    .evaluate(() =>
      Array.from(document.querySelectorAll('[role=status], [role=alert]'))
        .map((element) => element.textContent?.trim())
        .filter(Boolean)
        .join(' | '),
    )
    .catch(() => '');
  return said ? ` (page said: ${said})` : '';
}

/**
 * Before the page's own scripts run: records under `name` the time (ms after
 * navigation start) when `selector` first matches. Call before `page.goto`.
 */
export async function markWhenPresent(page: Page, selector: string, name: string): Promise<void> {
  await page.addInitScript(
    ({ selector: wanted, name: mark }) => {
      const marks = ((window as MarkedWindow).__benchMarks ??= {});
      new MutationObserver((_, observer) => {
        if (document.querySelector(wanted)) {
          marks[mark] = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    },
    { selector, name },
  );
}

/** A time recorded by markWhenPresent or timeAction, or undefined. */
export function readMark(page: Page, name: string): Promise<number | undefined> {
  return page.evaluate((mark) => (window as MarkedWindow).__benchMarks?.[mark], name);
}

/** The page state that ends a timed action: how many elements match `selector`. */
export interface ElementCount {
  selector: string;
  atLeast?: number;
  atMost?: number;
}

/**
 * Times a user action in the page: from the event that `act` causes
 * (`startEvent`, e.g. a click, by its timestamp) to the DOM reaching `until`.
 * Answers milliseconds.
 */
export async function timeAction(
  page: Page,
  { startEvent, until, timeoutMs }: { startEvent: string; until: ElementCount; timeoutMs: number },
  act: () => Promise<void>,
): Promise<number> {
  await page.evaluate(
    ({ startEvent: type, until: { selector, atLeast = 0, atMost = Infinity } }) => {
      const marks = ((window as MarkedWindow).__benchMarks ??= {});
      delete marks.actionStart;
      delete marks.actionEnd;
      document.addEventListener(type, (event) => (marks.actionStart ??= event.timeStamp), {
        capture: true,
        once: true,
      });
      new MutationObserver((_, observer) => {
        const count = document.querySelectorAll(selector).length;
        if (marks.actionStart !== undefined && count >= atLeast && count <= atMost) {
          marks.actionEnd = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true, attributes: true });
    },
    { startEvent, until },
  );
  await act();
  await page.waitForFunction(
    () => (window as MarkedWindow).__benchMarks?.actionEnd !== undefined,
    undefined,
    { timeout: timeoutMs },
  );
  const [start, end] = await Promise.all([
    readMark(page, 'actionStart'),
    readMark(page, 'actionEnd'),
  ]);
  if (start === undefined || end === undefined) throw new Error(`no ${startEvent} was seen`);
  return end - start;
}

/** When the page's first request to `pathname` started and ended (ms after navigation), with its query. */
export function apiRequestTiming(
  page: Page,
  pathname: string,
): Promise<{ search: string; start: number; end: number } | undefined> {
  return page.evaluate((wanted) => {
    const entry = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
      (resource) => new URL(resource.name).pathname === wanted,
    );
    return (
      entry && {
        search: new URL(entry.name).search,
        start: entry.startTime,
        end: entry.responseEnd,
      }
    );
  }, pathname);
}
