import path from 'node:path';
import {
  dataDir,
  ensureMongo,
  ensureRedis,
  OrchestratorError,
  ProcessManager,
  repoRoot,
  startStack,
} from '@dd/orchestrator';
import { runAuthLoginBench } from './auth-login';
import { BENCH_GROUPS, type BenchGroup } from './groups';
import { reserveDiaryPort, runDiaryApiBench } from './diary-api';
import { runDiscoverBench } from './discover-page';
import { runFrontendBudgets } from './frontend-budgets';
import { runMealsListBench } from './meals-list';
import { runMediaPipelineBench } from './media-pipeline';
import { runRestaurantListBench } from './restaurants-list';
import { formatReport, type BudgetRow } from './report';
import { runTagsPageBench } from './tags-page';
import { runYelpApiBench } from './yelp-api';

const DB_PREFIX = 'dining_bench_';
const DIARY_DB = `${DB_PREFIX}diary`;

/**
 * Starts the whole stack (on free ports when the usual ones are taken),
 * measures the selected budgets of ARCHITECTURE.md §6 and prints them.
 * Expects the workspaces to be built (see index.ts).
 */
export async function measureBudgets(groups: ReadonlySet<BenchGroup>): Promise<void> {
  const processes = new ProcessManager();
  processes.stopOnExit();
  try {
    const mongo = await ensureMongo({ processes, echo: false });
    const redis = await ensureRedis({ processes, echo: false });
    const diaryUrl = await reserveDiaryPort();
    const stack = await startStack({
      root: repoRoot,
      processes,
      mongoUrl: mongo.url,
      redisUrl: redis.url,
      keyDir: path.join(dataDir, 'keys'),
      dbPrefix: DB_PREFIX,
      redisPrefix: 'dd:bench:',
      ports: 'flexible',
      echo: false,
    });
    const privateKeyFile = stack.privateKeyFile;
    if (!privateKeyFile)
      throw new OrchestratorError('The stack did not report its token signing key');
    console.log(`stack up at ${stack.gatewayUrl}; measuring ${[...groups].join(', ')}…\n`);

    const gatewayUrl = stack.gatewayUrl;
    const runners: Record<BenchGroup, () => Promise<BudgetRow[]>> = {
      frontend: () => runFrontendBudgets({ gatewayUrl, privateKeyFile }),
      auth: () => runAuthLoginBench({ gatewayUrl }),
      restaurants: () =>
        runRestaurantListBench({
          gatewayUrl,
          diaryUrl,
          privateKeyFile,
          mongoUrl: mongo.url,
          diaryDb: DIARY_DB,
        }),
      meals: () =>
        runMealsListBench({ gatewayUrl, privateKeyFile, mongoUrl: mongo.url, diaryDb: DIARY_DB }),
      tags: () =>
        runTagsPageBench({ gatewayUrl, privateKeyFile, mongoUrl: mongo.url, diaryDb: DIARY_DB }),
      diary: () =>
        runDiaryApiBench({
          gatewayUrl,
          diaryUrl,
          privateKeyFile,
          mongoUrl: mongo.url,
          diaryDb: DIARY_DB,
        }),
      yelp: () => runYelpApiBench({ gatewayUrl, privateKeyFile }),
      discover: () => runDiscoverBench({ gatewayUrl, privateKeyFile }),
      media: () =>
        runMediaPipelineBench({
          gatewayUrl,
          privateKeyFile,
          redisUrl: redis.url,
          redisPrefix: 'dd:bench:',
        }),
    };
    const rows: BudgetRow[] = [];
    for (const group of BENCH_GROUPS) if (groups.has(group)) rows.push(...(await runners[group]()));
    console.log(formatReport(rows));
  } finally {
    await processes.stopAll();
    processes.dispose();
  }
}
