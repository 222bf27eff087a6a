import path from 'node:path';
import {
  dataDir,
  ensureRedis,
  OrchestratorError,
  ProcessManager,
  redactPassword,
  repoRoot,
  startStack,
} from '@dd/orchestrator';
import { runAuthLoginBench } from './auth-login';
import { runBackendListBench } from './backend-lists';
import {
  BENCH_DATABASES,
  benchPostgresqlServer,
  postgresqlAvailable,
  provisionBenchMongo,
  type BenchDatabase,
  type BenchMongo,
} from './bench-database';
import { BENCH_GROUPS, type BenchGroup } from './groups';
import { runLoadBench, withProductionUserBudgets } from './load';
import { reserveDiaryPort, runDiaryApiBench } from './diary-api';
import { runDiscoverBench } from './discover-page';
import { runExportBench } from './export';
import { runYearReviewBench } from './year-review';
import { runFrontendBudgets } from './frontend-budgets';
import { runMealsListBench } from './meals-list';
import { runMealsTimelineBench } from './meals-timeline';
import { runLightUserBench } from './light-user';
import { runFilteredListsBench } from './filtered-lists';
import { runSharedDiaryBench } from './shared-diary';
import { runMediaPipelineBench } from './media-pipeline';
import { runPhoneBench } from './phone-pages';
import type { BenchOptions } from './options';
import { runRestaurantListBench } from './restaurants-list';
import { runRestaurantMapBench } from './restaurants-map';
import { formatReport, type BudgetRow } from './report';
import { runTagsPageBench } from './tags-page';
import { runYelpApiBench } from './yelp-api';

const DB_PREFIX = 'dining_bench_';
const DIARY_DB = `${DB_PREFIX}diary`;
const REDIS_PREFIX = 'dd:bench:';

/** A running bench stack and what the measurements need to reach it. */
interface BenchStack {
  gatewayUrl: string;
  /** The diary service itself, so the API bench can compare direct and gateway. */
  diaryUrl: string;
  privateKeyFile: string;
  mongoUrl: string;
  redisUrl: string;
  /** The diary service's process id (the export bench samples its memory). */
  diaryPid: number;
  /** The database backend when the bench chose it (`FerretDB on PostgreSQL`). */
  label?: string;
  /** FerretDB's PostgreSQL database, when the stack runs on FerretDB on PostgreSQL. */
  postgresqlUrl?: string;
}

type StackGroup = Exclude<BenchGroup, 'backends' | 'load'>;

/**
 * Starts the whole stack (on free ports when the usual ones are taken),
 * measures the selected budgets of the architecture's §6 and prints them: once
 * on the usual database, or once per `databases` backend, rows labelled with
 * it. `backends` measures the diary's lists on FerretDB's SQLite and
 * PostgreSQL backends (the latter when a server answers), each on a stack of
 * its own. Expects the workspaces to be built (see index.ts).
 */
export async function measureBudgets({ groups, databases }: BenchOptions): Promise<void> {
  const rows: BudgetRow[] = [];
  const stackGroups = BENCH_GROUPS.filter(
    (group): group is StackGroup => group !== 'backends' && group !== 'load' && groups.has(group),
  );
  if (stackGroups.length > 0) {
    for (const database of databases.length > 0 ? databases : [undefined]) {
      const measured = await onStack(database, stackGroups, async (stack) => {
        const stackRows = await runStackGroups(stackGroups, stack);
        const { label } = stack;
        return label
          ? stackRows.map((row) => ({ ...row, group: `${row.group} (${label})` }))
          : stackRows;
      });
      rows.push(...measured);
    }
  }
  if (groups.has('backends')) rows.push(...(await compareBackends()));
  if (groups.has('load')) {
    for (const database of databases.length > 0 ? databases : [undefined]) {
      rows.push(
        ...(await withProductionUserBudgets(() =>
          onStack(database, ['load'], async (stack) => {
            const loadRows = await runLoadBench(stack);
            const { label } = stack;
            return label
              ? loadRows.map((row) => ({ ...row, group: `${row.group} (${label})` }))
              : loadRows;
          }),
        )),
      );
    }
  }
  console.log(formatReport(rows));
}

/** The diary list rows on each FerretDB backend; PostgreSQL only when a server answers. */
async function compareBackends(): Promise<BudgetRow[]> {
  const rows: BudgetRow[] = [];
  for (const database of BENCH_DATABASES) {
    if (database === 'postgresql' && !(await postgresqlAvailable())) {
      console.log(
        `backends: no PostgreSQL server answers at ${redactPassword(benchPostgresqlServer())}; measuring SQLite only\n`,
      );
      continue;
    }
    rows.push(
      ...(await onStack(database, ['backends'], (stack) =>
        runBackendListBench({ ...stack, diaryDb: DIARY_DB, backend: stack.label! }),
      )),
    );
  }
  return rows;
}

/**
 * Runs `measure` on a stack of its own: the database (the usual one, or a
 * FerretDB of the given backend), Redis and every service, all stopped and
 * the bench's FerretDB data removed afterwards.
 */
async function onStack(
  database: BenchDatabase | undefined,
  groups: readonly string[],
  measure: (stack: BenchStack) => Promise<BudgetRow[]>,
): Promise<BudgetRow[]> {
  const processes = new ProcessManager();
  processes.stopOnExit();
  let mongo: BenchMongo | undefined;
  try {
    mongo = await provisionBenchMongo(database, processes);
    const label = mongo.label;
    const redis = await ensureRedis({ processes, echo: false });
    const diaryUrl = await reserveDiaryPort();
    const stack = await startStack({
      root: repoRoot,
      processes,
      mongoUrl: mongo.url,
      mongoPostgresqlUrl: mongo.postgresqlUrl,
      redisUrl: redis.url,
      keyDir: path.join(dataDir, 'keys'),
      dbPrefix: DB_PREFIX,
      redisPrefix: REDIS_PREFIX,
      ports: 'flexible',
      echo: false,
    });
    const privateKeyFile = stack.privateKeyFile;
    if (!privateKeyFile)
      throw new OrchestratorError('The stack did not report its token signing key');
    console.log(
      `stack up at ${stack.gatewayUrl}${label ? ` on ${label}` : ''}; measuring ${groups.join(', ')}…\n`,
    );
    return await measure({
      gatewayUrl: stack.gatewayUrl,
      diaryUrl,
      privateKeyFile,
      mongoUrl: mongo.url,
      redisUrl: redis.url,
      diaryPid: stack.processes.find((child) => child.name === 'diary')?.pid ?? 0,
      label,
      postgresqlUrl: mongo.postgresqlUrl,
    });
  } finally {
    // The services first, so that the bench's database goes only once nothing uses it.
    await processes.stopAll();
    processes.dispose();
    await mongo?.dispose();
  }
}

async function runStackGroups(
  groups: readonly StackGroup[],
  stack: BenchStack,
): Promise<BudgetRow[]> {
  const { gatewayUrl, diaryUrl, privateKeyFile, mongoUrl, redisUrl, diaryPid, postgresqlUrl } =
    stack;
  const diary = { gatewayUrl, privateKeyFile, mongoUrl, diaryDb: DIARY_DB };
  const runners: Record<StackGroup, () => Promise<BudgetRow[]>> = {
    frontend: () => runFrontendBudgets({ gatewayUrl, privateKeyFile }),
    auth: () => runAuthLoginBench({ gatewayUrl }),
    restaurants: () => runRestaurantListBench({ ...diary, diaryUrl }),
    meals: () => runMealsListBench(diary),
    phone: () => runPhoneBench(diary),
    timeline: () => runMealsTimelineBench(diary),
    review: () => runYearReviewBench(diary),
    tags: () => runTagsPageBench(diary),
    diary: () => runDiaryApiBench({ ...diary, diaryUrl }),
    'light-user': () => runLightUserBench({ ...diary, postgresqlUrl }),
    'filtered-lists': () => runFilteredListsBench({ ...diary, postgresqlUrl }),
    'shared-diary': () => runSharedDiaryBench({ ...diary, postgresqlUrl }),
    yelp: () => runYelpApiBench({ gatewayUrl, privateKeyFile }),
    discover: () => runDiscoverBench({ gatewayUrl, privateKeyFile }),
    'restaurants-map': () => runRestaurantMapBench(diary),
    media: () =>
      runMediaPipelineBench({ gatewayUrl, privateKeyFile, redisUrl, redisPrefix: REDIS_PREFIX }),
    export: () => runExportBench({ ...diary, diaryPid }),
  };
  const rows: BudgetRow[] = [];
  for (const group of groups) rows.push(...(await runners[group]()));
  return rows;
}
