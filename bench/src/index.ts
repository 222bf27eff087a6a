import { buildStale, OrchestratorError, repoRoot } from '@dd/orchestrator';
import { parseBenchArgs, type BenchOptions } from './options';

/**
 * `npm run bench [-- <group>…] [sqlite] [postgresql]`: builds what is stale,
 * then starts the stack and prints the budgets of the architecture's §6 (all
 * groups by default). Naming FerretDB backends runs the groups once per
 * backend, each on a stack and database of its own. A budget over
 * its limit is reported as FAIL; the exit code is non-zero only when the
 * bench itself could not run.
 *
 * The measuring code is loaded only after the build, because it imports
 * workspace packages (such as @dd/contracts) that a fresh clone has not built yet.
 */
async function main(): Promise<void> {
  let options: BenchOptions;
  try {
    options = parseBenchArgs(process.argv.slice(2));
  } catch (error) {
    throw new OrchestratorError(error instanceof Error ? error.message : String(error));
  }
  await buildStale(repoRoot);
  const { measureBudgets } = await import('./measure.js');
  await measureBudgets(options);
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof OrchestratorError ? error.message : error);
    process.exitCode = 1;
  })
  // The stack is stopped by now; a load tool's or client library's lingering
  // keep-alive socket must not keep a finished report from returning.
  .finally(() => process.exit());
