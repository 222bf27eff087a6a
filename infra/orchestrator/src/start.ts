import path from 'node:path';
import { buildStale, ensureDependencies } from './build';
import { RestartableProcesses, startFaultControl } from './fault-control';
import { formatDuration, info, paint } from './log';
import { ensureMongo } from './mongo';
import { dataDir, repoRoot } from './paths';
import { describeExit } from './processes';
import { ensureRedis } from './redis';
import { startStack } from './stack';

/**
 * `npm start`: install and build what is stale, make sure MongoDB and Redis
 * answer, run the whole stack, and keep it running until Ctrl-C (or until a
 * process dies, which stops everything).
 */
export async function start(): Promise<number> {
  const began = Date.now();
  const processes = new RestartableProcesses();
  processes.stopOnExit();
  try {
    await ensureDependencies(repoRoot);
    await buildStale(repoRoot);
    const mongo = await ensureMongo({
      processes,
      dataDir: path.join(dataDir, 'ferretdb'),
      postgresqlDataDir: path.join(dataDir, 'postgres'),
    });
    info(`MongoDB protocol at ${mongo.url}`);
    const redis = await ensureRedis({ processes, dataDir: path.join(dataDir, 'redis') });
    info(`Redis at ${redis.url}`);
    const stack = await startStack({
      root: repoRoot,
      processes,
      mongoUrl: mongo.url,
      mongoPostgresqlUrl: mongo.postgresqlUrl,
      redisUrl: redis.url,
      keyDir: path.join(dataDir, 'keys'),
    });
    info(
      paint('bold', `Dining Diary is running at ${stack.gatewayUrl}`) +
        ` (started in ${formatDuration(Date.now() - began)}; Ctrl-C stops it)`,
    );

    // Opt-in, for fault journeys against a stack started by hand (e2e/tests/faults.spec.ts).
    const controlPort = process.env.DD_FAULT_CONTROL_PORT;
    if (controlPort) {
      const control = await startFaultControl(processes, Number(controlPort));
      info(`fault control at ${control.url} (E2E_CONTROL_URL)`);
    }

    const died = await processes.firstUnaskedExit();
    info(`[${died.name}] ${describeExit(died.exitStatus!)}; stopping everything`);
    await processes.stopAll();
    return 1;
  } catch (error) {
    await processes.stopAll();
    throw error;
  }
}
