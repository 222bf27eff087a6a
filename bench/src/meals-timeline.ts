import { MongoClient } from 'mongodb';
import { withBrowser } from './browser';
import { clearDiary, DIARY_SCALE, seedDiary } from './diary-seed';
import { measureFirstRender, renderRow } from './first-render';
import { signedInContext } from './page-timing';
import type { BudgetRow } from './report';
import { benchUserId, signBenchToken } from './session';

/** Issue 15 budget: the timeline's first screen at 10,000 meals at 800 restaurants. */
export const TIMELINE_BUDGETS = { firstScreenMs: 1_500 } as const;

/** The measured user's diary; another user owns as many meals in the same database. */
export const TIMELINE_SCALE = { meals: 10_000, restaurants: 800, otherMeals: 10_000 } as const;

/**
 * The first screen: the first day of the timeline and the period's figures
 * both shown (the figures come from their own request, the heavier one).
 */
const FIRST_SCREEN =
  'body:has(section[aria-labelledby^="month-"] h3 time):has(dl[data-figures="loaded"])';
const PAGE_LOADS = 5;

export interface TimelineBenchOptions {
  gatewayUrl: string;
  privateKeyFile: string;
  mongoUrl: string;
  diaryDb: string;
}

/**
 * /meals?view=timeline (all time, the default period) in Chromium against the
 * running stack, with the user's meals seeded straight into the database.
 */
export async function runMealsTimelineBench(options: TimelineBenchOptions): Promise<BudgetRow[]> {
  const client = await MongoClient.connect(options.mongoUrl);
  try {
    const db = client.db(options.diaryDb);
    await clearDiary(db);
    const token = signBenchToken(options.privateKeyFile);
    const started = Date.now();
    await seedDiary(db, benchUserId(token), {
      ...DIARY_SCALE,
      meals: TIMELINE_SCALE.meals,
      restaurants: TIMELINE_SCALE.restaurants,
    });
    await seedDiary(db, benchUserId(signBenchToken(options.privateKeyFile)), {
      ...DIARY_SCALE,
      meals: TIMELINE_SCALE.otherMeals,
    });
    console.log(
      `timeline: seeded ${TIMELINE_SCALE.meals} + ${TIMELINE_SCALE.otherMeals} meals in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const render = await withBrowser((browser) =>
      measureFirstRender({
        url: `${options.gatewayUrl}/meals?view=timeline`,
        selector: FIRST_SCREEN,
        apiPathname: '/api/meals/timeline-stats',
        loads: PAGE_LOADS,
        openContext: () => signedInContext(browser, token, options.gatewayUrl),
      }),
    );
    const row = renderRow(
      {
        group: 'timeline',
        name: `Timeline first screen (${TIMELINE_SCALE.meals} meals at ${TIMELINE_SCALE.restaurants} restaurants, ${TIMELINE_SCALE.meals + TIMELINE_SCALE.otherMeals} in the database)`,
        budgetMs: TIMELINE_BUDGETS.firstScreenMs,
        loads: PAGE_LOADS,
      },
      render,
    );
    // The seed writes no tallies: the first load counts every month into Redis.
    return [
      {
        ...row,
        note: `${row.note ?? ''}; the first load counts the monthly tallies, the others read them`,
      },
    ];
  } finally {
    await client.close();
  }
}
