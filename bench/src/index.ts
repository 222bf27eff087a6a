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
import { runFrontendBudgets } from './frontend-budgets';
import { formatReport, type BudgetRow } from './report';

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
    ];
    console.log(formatReport(rows));
  } finally {
    await processes.stopAll();
    processes.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
