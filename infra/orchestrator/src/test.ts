import { MongoClient } from 'mongodb';
import path from 'node:path';
import { buildStale, ensureDependencies } from './build';
import { clearE2eReport, readE2eOutcome } from './e2e-report';
import { prepareJestReport, readJestOutcome } from './jest-report';
import { RestartableProcesses, startFaultControl } from './fault-control';
import { formatDuration, info, paint } from './log';
import { ensureMongo, MONGO_POSTGRESQL_URL_ENV } from './mongo';
import { dataDir, repoRoot } from './paths';
import { ProcessManager, runCommand } from './processes';
import { ensureRedis } from './redis';
import { SERVICES, startStack } from './stack';
import { loadWorkspaces } from './workspaces';

const E2E_WORKSPACE = 'e2e';
const E2E_DB_PREFIX = 'dining_e2e_';

export interface WorkspaceResult {
  workspace: string;
  passed: boolean;
  durationMs: number;
  note?: string;
}

/** The summary printed at the end of `npm test`: one line per workspace, then 'N passed, M failed'. */
export function formatSummary(results: readonly WorkspaceResult[]): string {
  const lines = results.map(({ workspace, passed, durationMs, note }) => {
    const label = passed ? paint('green', 'PASS') : paint('red', 'FAIL');
    return `  ${label}  ${workspace} (${formatDuration(durationMs)})${note ? ` ${note}` : ''}`;
  });
  const passed = results.filter((result) => result.passed).length;
  lines.push(`${passed} passed, ${results.length - passed} failed`);
  return lines.join('\n');
}

/**
 * `npm test`: build everything, lint, check formatting, run every workspace's tests one after the
 * other against MongoDB/Redis (reused or throwaway), then the end-to-end
 * journeys against a freshly started stack. Resolves with the exit code.
 */
export async function test(): Promise<number> {
  const began = Date.now();
  const processes = new ProcessManager();
  processes.stopOnExit();
  const results: WorkspaceResult[] = [];
  try {
    await ensureDependencies(repoRoot);
    await buildStale(repoRoot);
    const mongo = await ensureMongo({ processes, echo: false });
    const redis = await ensureRedis({ processes, echo: false });
    info(`MongoDB protocol at ${mongo.url}, Redis at ${redis.url}`);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      MONGO_URL: mongo.url,
      REDIS_URL: redis.url,
      ...(mongo.postgresqlUrl ? { [MONGO_POSTGRESQL_URL_ENV]: mongo.postgresqlUrl } : {}),
    };

    results.push(
      await timed('lint', async () => {
        info(paint('bold', 'linting'));
        return (await runCommand('npm', ['run', 'lint'], { cwd: repoRoot, env })) === 0;
      }),
    );
    results.push(
      await timed('format', async () => {
        info(paint('bold', 'checking formatting (prettier --check)'));
        return (await runCommand('npm', ['run', 'format:check'], { cwd: repoRoot, env })) === 0;
      }),
    );

    const workspaces = loadWorkspaces(repoRoot).filter(
      (ws) => ws.scripts.test && ws.dir !== E2E_WORKSPACE,
    );
    for (const workspace of workspaces) {
      results.push(await timed(workspace.dir, () => runJestOrOtherTests(workspace, env)));
    }

    if (loadWorkspaces(repoRoot).some((ws) => ws.dir === E2E_WORKSPACE)) {
      results.push(
        await timed(E2E_WORKSPACE, async () => {
          // Its own manager: stopping the stack must leave MongoDB and Redis running for the clean-up.
          // Restartable: fault journeys stop a service and start it again through E2E_CONTROL_URL.
          const stackProcesses = new RestartableProcesses();
          stackProcesses.stopOnExit();
          const control = await startFaultControl(stackProcesses);
          try {
            const stack = await startStack({
              root: repoRoot,
              processes: stackProcesses,
              mongoUrl: mongo.url,
              mongoPostgresqlUrl: mongo.postgresqlUrl,
              redisUrl: redis.url,
              keyDir: path.join(dataDir, 'keys'),
              dbPrefix: E2E_DB_PREFIX,
              redisPrefix: 'dd:e2e:',
              ports: 'flexible',
              echo: false,
            });
            info(`stack for the end-to-end tests is up at ${stack.gatewayUrl}`);
            await clearE2eReport(repoRoot);
            const code = await runWorkspaceTests(E2E_WORKSPACE, {
              ...env,
              CI: process.env.CI ?? 'true',
              E2E_BASE_URL: stack.gatewayUrl,
              E2E_SANDBOX_URL: stack.sandboxUrl,
              E2E_CONTROL_URL: control.url,
              ...(stack.privateKeyFile ? { E2E_JWT_PRIVATE_KEY_FILE: stack.privateKeyFile } : {}),
            });
            return { passed: code === 0, note: await readE2eOutcome(repoRoot) };
          } finally {
            await control.close();
            await stackProcesses.stopAll();
            stackProcesses.dispose();
            await dropE2eDatabases(mongo.url);
          }
        }),
      );
    }
    await redis.stop();
    await mongo.stop();
  } finally {
    await processes.stopAll();
  }

  console.log(
    `\n${formatSummary(results)}\n${paint('gray', `(${formatDuration(Date.now() - began)} in all)`)}`,
  );
  return results.every((result) => result.passed) ? 0 : 1;
}

function runWorkspaceTests(
  dir: string,
  env: NodeJS.ProcessEnv,
  runnerArgs: readonly string[] = [],
): Promise<number> {
  info(paint('bold', `testing ${dir}`));
  const args = ['test', '-w', dir, ...(runnerArgs.length ? ['--', ...runnerArgs] : [])];
  return runCommand('npm', args, { cwd: repoRoot, env });
}

/**
 * A Jest workspace also writes a JSON report, so its summary line can name
 * the tests that failed; other runners say only pass or fail.
 */
async function runJestOrOtherTests(
  workspace: { dir: string; scripts: Record<string, string> },
  env: NodeJS.ProcessEnv,
): Promise<RunOutcome> {
  if (!/^jest(\s|$)/.test(workspace.scripts.test ?? ''))
    return (await runWorkspaceTests(workspace.dir, env)) === 0;
  const report = path.join(dataDir, 'jest-reports', `${workspace.dir.replace(/\//g, '-')}.json`);
  await prepareJestReport(report);
  const code = await runWorkspaceTests(workspace.dir, env, ['--json', `--outputFile=${report}`]);
  const root = path.join(repoRoot, workspace.dir);
  return { passed: code === 0, note: code === 0 ? undefined : await readJestOutcome(report, root) };
}

type RunOutcome = boolean | { passed: boolean; note?: string };

async function timed(workspace: string, run: () => Promise<RunOutcome>): Promise<WorkspaceResult> {
  const started = Date.now();
  try {
    const outcome = await run();
    const { passed, note } = typeof outcome === 'boolean' ? { passed: outcome } : outcome;
    return { workspace, passed, durationMs: Date.now() - started, ...(note ? { note } : {}) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`${workspace}: ${message}`);
    return {
      workspace,
      passed: false,
      durationMs: Date.now() - started,
      note: `(${message.split('\n')[0]})`,
    };
  }
}

async function dropE2eDatabases(mongoUrl: string): Promise<void> {
  const client = new MongoClient(mongoUrl);
  try {
    for (const service of SERVICES)
      await client.db(`${E2E_DB_PREFIX}${service.name}`).dropDatabase();
  } finally {
    await client.close();
  }
}
