import { MongoClient } from 'mongodb';
import type { Browser, Page } from 'playwright-core';
import { withBrowser } from './browser';
import { clearDiary, seedDiary } from './diary-seed';
import { measureFirstRender, renderRow } from './first-render';
import { inFreshContexts, signedInContext, timeAction } from './page-timing';
import type { BudgetRow } from './report';
import { benchUserId, signBenchToken } from './session';
import { percentile } from './stats';

/** Issue 12 budgets of /tags. */
export const TAGS_BUDGETS = { renderMs: 1_000, keystrokeMs: 50 } as const;
export const TAGS_SCALE = { tags: 2_000, bulkDeleted: 200 } as const;

/** The chip list (TagChipList), which renders only the rows near the viewport. */
const TAG_LIST = 'ul[aria-label="Tags"]';
/** The list holding `count` tags, with its first screen of chips rendered. */
const listOf = (count: number) => `${TAG_LIST}[data-count="${count}"] > li`;
const SEARCH_BOX = 'input[placeholder="Search tags..."]';
const PAGE_LOADS = 5;
const RENDER_TIMEOUT_MS = 15_000;
const KEYSTROKE_TIMEOUT_MS = 10_000;
/** Between keystrokes, so each one is measured on its own, as a person types. */
const KEY_PAUSE_MS = 120;

const TAG_WORDS = [
  'spicy',
  'ramen',
  'date night',
  'brunch',
  'tacos',
  'vegan',
  'noodles',
  'dessert',
  'pizza',
  'curry',
  'seafood',
  'bbq',
  'sushi',
  'coffee',
  'salad',
  'dumplings',
];
const tagName = (i: number) => `${TAG_WORDS[i % TAG_WORDS.length]} ${i}`;

/** 20 keystrokes: narrow to a word and a number, delete it all (every chip back), type another word. */
const KEYSTROKES = [
  ...'sushi 1',
  ...Array<string>(7).fill('Backspace'),
  ...'vegan',
  'Backspace',
].map((key) => (key === ' ' ? 'Space' : key));

export interface TagsBenchOptions {
  gatewayUrl: string;
  privateKeyFile: string;
  mongoUrl: string;
  diaryDb: string;
}

/**
 * /tags with 2,000 tags (each used by one meal, so the counts have work):
 * time to the first screen of chips over fresh loads (the list is
 * virtualised: the rows near the viewport are all it renders), the time each keystroke in 'Search
 * tags...' takes to show the filtered chips, and the requests a bulk delete
 * of 200 selected tags sends.
 */
export async function runTagsPageBench(options: TagsBenchOptions): Promise<BudgetRow[]> {
  const token = signBenchToken(options.privateKeyFile);
  const client = await MongoClient.connect(options.mongoUrl);
  try {
    const db = client.db(options.diaryDb);
    await clearDiary(db);
    const started = Date.now();
    await seedDiary(db, benchUserId(token), {
      tags: TAGS_SCALE.tags,
      tagName,
      meals: TAGS_SCALE.tags,
      mealTagEvery: 1,
      restaurants: 200,
    });
    console.log(
      `tags: seeded ${TAGS_SCALE.tags} tags, each on a meal, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await client.close();
  }

  const url = `${options.gatewayUrl}/tags`;
  const { render, interaction } = await withBrowser(async (browser) => ({
    render: await measureFirstRender({
      url,
      selector: listOf(TAGS_SCALE.tags),
      apiPathname: '/api/tags',
      loads: PAGE_LOADS,
      openContext: () => signedInContext(browser, token, url),
    }),
    interaction: await typeThenBulkDelete(browser, url, token),
  }));
  const remaining = await countTags(options.gatewayUrl, token);

  return [
    renderRow(
      {
        group: 'tags',
        name: `/tags first screen of chips (${TAGS_SCALE.tags} tags)`,
        budgetMs: TAGS_BUDGETS.renderMs,
        loads: PAGE_LOADS,
      },
      render,
    ),
    keystrokeRow(interaction),
    bulkDeleteRow(interaction, remaining),
  ];
}

interface Interaction {
  /** Milliseconds from keydown to the frame after the chips matched the search, per keystroke. */
  keystrokes: number[];
  /** Writes (`METHOD path`) sent between confirming the bulk delete and the chips going. */
  deleteWrites: string[];
  deleteReads: number;
  deleteMs: number;
  error?: string;
}

async function typeThenBulkDelete(
  browser: Browser,
  url: string,
  token: string,
): Promise<Interaction> {
  const run = await inFreshContexts(
    1,
    () => signedInContext(browser, token, url),
    async (page): Promise<Interaction> => {
      await page.goto(url);
      await page.waitForSelector(listOf(TAGS_SCALE.tags), {
        state: 'attached',
        timeout: RENDER_TIMEOUT_MS,
      });
      const keystrokes = await timeKeystrokes(page);
      await page.locator(SEARCH_BOX).fill('');
      return { keystrokes, ...(await bulkDelete(page)) };
    },
  );
  return (
    run.results[0] ?? {
      keystrokes: [],
      deleteWrites: [],
      deleteReads: 0,
      deleteMs: 0,
      error: run.error,
    }
  );
}

type KeystrokeWindow = { __keystrokes?: number[] };

/**
 * Each key goes through the real input pipeline; the page measures from the
 * keydown's timestamp, polling every frame until the list shows the search's
 * result (as the page filters: trimmed, ignoring case): it counts all the
 * matching tags, every chip rendered matches, and the chips fill the viewport
 * or run to the last match. The time is taken once that frame is painted.
 */
async function timeKeystrokes(page: Page): Promise<number[]> {
  const names = Array.from({ length: TAGS_SCALE.tags }, (_, i) => tagName(i).toLowerCase());
  await page.evaluate(
    ({ list, box, names }) => {
      const input = document.querySelector<HTMLInputElement>(box)!;
      const times: number[] = [];
      (window as KeystrokeWindow).__keystrokes = times;
      input.addEventListener('keydown', (event) => {
        const pressed = event.timeStamp;
        void (async () => {
          // Each check runs in a frame's animation callbacks, before that frame is painted.
          for (;;) {
            await new Promise((resolve) => requestAnimationFrame(resolve));
            // Inline, not a named helper: see page-timing.ts on functions sent to the page.
            const needle = input.value.trim().toLowerCase();
            const expected = names.filter((name) => name.includes(needle)).length;
            const shown = document.querySelector<HTMLUListElement>(list);
            if (expected === 0) {
              if (shown === null) break;
              continue;
            }
            if (shown?.dataset.count !== String(expected)) continue;
            const chips = Array.from(shown.children) as HTMLLIElement[];
            const last = chips.at(-1);
            const allMatch = chips.every(
              (li) =>
                li.checkVisibility() &&
                (li.querySelector('input[type=checkbox]')?.getAttribute('aria-label') ?? '')
                  .replace(/^Select /, '')
                  .toLowerCase()
                  .includes(needle),
            );
            if (!last || !allMatch) continue;
            if (
              last.getAttribute('aria-posinset') === String(expected) ||
              last.getBoundingClientRect().bottom >= window.innerHeight
            )
              break;
          }
          setTimeout(() => times.push(performance.now() - pressed), 0);
        })();
      });
    },
    { list: TAG_LIST, box: SEARCH_BOX, names },
  );
  await page.locator(SEARCH_BOX).focus();
  for (const [index, key] of KEYSTROKES.entries()) {
    await page.keyboard.press(key);
    await page.waitForFunction(
      (count) => ((window as KeystrokeWindow).__keystrokes?.length ?? 0) >= count,
      index + 1,
      { timeout: KEYSTROKE_TIMEOUT_MS },
    );
    await page.waitForTimeout(KEY_PAUSE_MS);
  }
  const times = await page.evaluate(() => (window as KeystrokeWindow).__keystrokes ?? []);
  return times.map((ms) => Math.round(ms));
}

/**
 * Selects the first 200 chips, scrolling down the list as a person would,
 * and deletes them through 'Delete 200 tag(s)' and its confirmation.
 */
async function bulkDelete(page: Page): Promise<Omit<Interaction, 'keystrokes'>> {
  await page.evaluate(
    async ({ list, count }) => {
      let selected = 0;
      while (selected < count) {
        // One at a time: a selection can move the list, and the rows rendered with it.
        const box = document.querySelector<HTMLInputElement>(
          `${list} > li input[type=checkbox]:not(:checked)`,
        );
        if (box && box.getBoundingClientRect().top < window.innerHeight) {
          box.click();
          selected += 1;
          continue;
        }
        window.scrollBy(0, window.innerHeight / 2);
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      }
      window.scrollTo(0, 0);
    },
    { list: TAG_LIST, count: TAGS_SCALE.bulkDeleted },
  );
  await page.getByRole('button', { name: `Delete ${TAGS_SCALE.bulkDeleted} tag(s)` }).click();
  const confirm = page
    .getByRole('dialog', { name: 'Delete Selected Tags' })
    .getByRole('button', { name: 'Delete', exact: true });
  await confirm.waitFor();

  const requests: string[] = [];
  const onRequest = (request: { method(): string; url(): string }) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) requests.push(`${request.method()} ${pathname}`);
  };
  page.on('request', onRequest);
  const deleteMs = await timeAction(
    page,
    {
      startEvent: 'click',
      until: { selector: listOf(TAGS_SCALE.tags - TAGS_SCALE.bulkDeleted), atLeast: 1 },
      timeoutMs: RENDER_TIMEOUT_MS,
    },
    () => confirm.click(),
  );
  // Whatever the page sends once the chips are gone (refetches after the change) counts too.
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  return {
    deleteWrites: requests.filter((request) => !request.startsWith('GET ')),
    deleteReads: requests.filter((request) => request.startsWith('GET ')).length,
    deleteMs: Math.round(deleteMs),
  };
}

async function countTags(gatewayUrl: string, token: string): Promise<number | undefined> {
  const response = await fetch(`${gatewayUrl}/api/tags`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.ok ? ((await response.json()) as unknown[]).length : undefined;
}

function keystrokeRow({ keystrokes, error }: Interaction): BudgetRow {
  const measured = keystrokes.length === KEYSTROKES.length;
  const p95 = percentile(keystrokes, 95);
  return {
    group: 'tags',
    name: `'Search tags...' keystroke to filtered chips painted (${TAGS_SCALE.tags} tags)`,
    measured: measured ? `p95 ${p95} ms` : 'not measured',
    budget: `< ${TAGS_BUDGETS.keystrokeMs} ms`,
    pass: measured && p95 < TAGS_BUDGETS.keystrokeMs,
    note: measured
      ? `${keystrokes.length} keystrokes ("sushi 1", 7 × Backspace, "vegan", Backspace): ${keystrokes.join(', ')} ms`
      : error,
  };
}

function bulkDeleteRow(
  { deleteWrites, deleteReads, deleteMs, error }: Interaction,
  remaining: number | undefined,
): BudgetRow {
  const row = {
    group: 'tags',
    name: `bulk delete of ${TAGS_SCALE.bulkDeleted} tags`,
    budget: '1 request',
  };
  if (error) return { ...row, measured: 'not measured', pass: false, note: error };
  const expectedLeft = TAGS_SCALE.tags - TAGS_SCALE.bulkDeleted;
  return {
    ...row,
    measured: `${deleteWrites.length} write request(s)`,
    pass:
      deleteWrites.length === 1 &&
      deleteWrites[0] === 'POST /api/tags/bulk-delete' &&
      remaining === expectedLeft,
    note:
      `${deleteWrites.join(', ') || 'none'}; chips gone ${deleteMs} ms after the confirm click, ` +
      `then ${deleteReads} GET refetches; ${remaining ?? '?'} tags left (expected ${expectedLeft})`,
  };
}
