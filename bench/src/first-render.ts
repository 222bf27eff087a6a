import type { BrowserContext } from 'playwright-core';
import { apiRequestTiming, inFreshContexts, markWhenPresent, readMark } from './page-timing';
import type { BudgetRow } from './report';
import { median } from './stats';

const RENDER_TIMEOUT_MS = 15_000;
const MARK = 'rendered';

export interface FirstRenderOptions {
  url: string;
  /** The element whose first appearance counts as the page rendered. */
  selector: string;
  /** The API request behind it, whose timing each load reports. */
  apiPathname: string;
  /** Page loads, each in a fresh context from `openContext`. */
  loads: number;
  openContext: (load: number) => Promise<BrowserContext>;
}

export interface RenderTimes {
  /** Milliseconds from navigation start to `selector` present, per load. */
  times: number[];
  /** When the API request started and ended in each load (`start→end`, ms after navigation). */
  requests: string[];
  /** The API request as the page sent it (path and query). */
  requestPath?: string;
  error?: string;
}

/** Times navigation → `selector` present over fresh page loads, with the API request's timing. */
export async function measureFirstRender({
  url,
  selector,
  apiPathname,
  loads,
  openContext,
}: FirstRenderOptions): Promise<RenderTimes> {
  const result: RenderTimes = { times: [], requests: [] };
  const runs = await inFreshContexts(loads, openContext, async (page) => {
    await markWhenPresent(page, selector, MARK);
    await page.goto(url);
    await page.waitForSelector(selector, { state: 'attached', timeout: RENDER_TIMEOUT_MS });
    const at = await readMark(page, MARK);
    if (at === undefined) throw new Error(`${selector} was never observed`);
    result.times.push(Math.round(at));
    const request = await apiRequestTiming(page, apiPathname);
    if (request) {
      result.requests.push(`${Math.round(request.start)}→${Math.round(request.end)}`);
      result.requestPath = `${apiPathname}${request.search}`;
    }
  });
  result.error = runs.error;
  return result;
}

/** The row of a first-render budget: the median load against `budgetMs`, every load in the note. */
export function renderRow(
  {
    group,
    name,
    budgetMs,
    loads,
  }: { group: string; name: string; budgetMs: number; loads: number },
  render: RenderTimes,
): BudgetRow {
  const rendered = render.times.length === loads && !render.error;
  return {
    group,
    name,
    measured: rendered ? `median ${median(render.times)} ms` : 'not rendered',
    budget: `≤ ${budgetMs} ms`,
    pass: rendered && median(render.times) <= budgetMs,
    note: rendered
      ? `${loads} fresh loads: ${render.times.join(', ')} ms; ${render.requestPath ?? 'no API request seen'} ran ${render.requests.join(', ')} ms after navigation`
      : render.error,
  };
}
