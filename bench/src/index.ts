import { buildStale, OrchestratorError, repoRoot } from '@dd/orchestrator';
import { BENCH_GROUPS, isBenchGroup } from './groups';

/**
 * `npm run bench [-- <group>…]`: builds what is stale, then starts the stack
 * and prints the budgets of ARCHITECTURE.md §6 (all groups by default). A
 * budget over its limit is reported as FAIL; the exit code is non-zero only
 * when the bench itself could not run.
 *
 * The measuring code is loaded only after the build, because it imports
 * workspace packages (such as @dd/contracts) that a fresh clone has not built yet.
 */
async function main(): Promise<void> {
  const requested = process.argv.slice(2);
  const unknown = requested.filter((group) => !isBenchGroup(group));
  if (unknown.length > 0)
    throw new OrchestratorError(
      `Unknown bench group ${unknown.join(', ')}; choose from ${BENCH_GROUPS.join(', ')}`,
    );
  await buildStale(repoRoot);
  const { measureBudgets } = await import('./measure.js');
  await measureBudgets(
    new Set(requested.length > 0 ? requested.filter(isBenchGroup) : BENCH_GROUPS),
  );
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof OrchestratorError ? error.message : error);
    process.exitCode = 1;
  })
  // The stack is stopped by now; a load tool's or client library's lingering
  // keep-alive socket must not keep a finished report from returning.
  .finally(() => process.exit());
