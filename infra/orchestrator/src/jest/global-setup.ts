import { ensureMongo } from '../mongo';
import { ProcessManager } from '../processes';
import { ensureRedis } from '../redis';
import { rememberForTeardown } from './started-servers';

/**
 * Jest globalSetup for DB-backed tests: makes sure a MongoDB-protocol server
 * and Redis answer, starting throwaway ones when none does, and exports
 * MONGO_URL/REDIS_URL (and MONGO_POSTGRESQL_URL on FerretDB on PostgreSQL) to the test workers.
 */
export default async function globalSetup(): Promise<void> {
  const processes = new ProcessManager();
  processes.stopOnExit();
  const mongo = await ensureMongo({ processes, echo: false });
  rememberForTeardown(mongo, processes);
  const redis = await ensureRedis({ processes, echo: false });
  rememberForTeardown(redis, processes);
  process.env.MONGO_URL = mongo.url;
  process.env.REDIS_URL = redis.url;
  if (mongo.postgresqlUrl) process.env.MONGO_POSTGRESQL_URL = mongo.postgresqlUrl;
}
