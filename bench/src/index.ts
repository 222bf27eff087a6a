import path from 'node:path';
import {
  buildStale,
  dataDir,
  ensureMongo,
  ensureRedis,
  OrchestratorError,
  ProcessManager,
  repoRoot,
  startStack,
} from '@dd/orchestrator';
import { runAuthLoginBench } from './auth-login';
import { reserveDiaryPort, runDiaryApiBench } from './diary-api';
import { runFrontendBudgets } from './frontend-budgets';
import { runMediaPipelineBench } from './media-pipeline';
import { formatReport, type BudgetRow } from './report';
import { runYelpApiBench } from './yelp-api';

/**
 * `npm run bench`: builds what is stale, starts the whole stack (on free
 * ports when the usual ones are taken), measures the budgets of
 * ARCHITECTURE.md §6 and prints them. A budget over its limit is reported as
 * FAIL; the exit code is non-zero only when the bench itself could not run.
 */
async function main(): Promise<void> {
  const processes = new ProcessManager();
  processes.stopOnExit();
  try {
    await buildStale(repoRoot);
    const mongo = await ensureMongo({ processes, echo: false });
    const redis = await ensureRedis({ processes, echo: false });
    const diaryUrl = await reserveDiaryPort();
    const stack = await startStack({
      root: repoRoot,
      processes,
      mongoUrl: mongo.url,
      redisUrl: redis.url,
      keyDir: path.join(dataDir, 'keys'),
      dbPrefix: 'dining_bench_',
      redisPrefix: 'dd:bench:',
      ports: 'flexible',
      echo: false,
    });
    if (!stack.privateKeyFile)
      throw new OrchestratorError('The stack did not report its token signing key');
    console.log(`stack up at ${stack.gatewayUrl}; measuring…\n`);

    const rows: BudgetRow[] = [
      ...(await runFrontendBudgets({
        gatewayUrl: stack.gatewayUrl,
        privateKeyFile: stack.privateKeyFile,
      })),
      ...(await runAuthLoginBench({ gatewayUrl: stack.gatewayUrl })),
      ...(await runDiaryApiBench({
        gatewayUrl: stack.gatewayUrl,
        diaryUrl,
        privateKeyFile: stack.privateKeyFile,
        mongoUrl: mongo.url,
        diaryDb: 'dining_bench_diary',
      })),
      ...(await runYelpApiBench({
        gatewayUrl: stack.gatewayUrl,
        privateKeyFile: stack.privateKeyFile,
      })),
      ...(await runMediaPipelineBench({
        gatewayUrl: stack.gatewayUrl,
        privateKeyFile: stack.privateKeyFile,
        redisUrl: redis.url,
        redisPrefix: 'dd:bench:',
      })),
    ];
    console.log(formatReport(rows));
  } finally {
    await processes.stopAll();
    processes.dispose();
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  // The stack is stopped by now; a load tool's or client library's lingering
  // keep-alive socket must not keep a finished report from returning.
  .finally(() => process.exit());
