export { buildStale, ensureDependencies, isStale, newestMtime } from './build';
export { CommandFailedError, OrchestratorError, PrerequisiteError } from './errors';
export {
  describeBackend,
  ensureFerretDbBinary,
  findFerretDbBinary,
  startFerretDb,
  type FerretDbBackend,
} from './ferretdb';
export { HealthTimeoutError, waitForHttpOk } from './health';
export { ensureJwtKeyFiles, jwtKeyEnv } from './keys';
export {
  BACKEND_ENV,
  configuredBackend,
  EMBEDDED_FERRETDB_DATABASE,
  ensureMongo,
  MONGO_POSTGRESQL_URL_ENV,
  pingMongo,
  POSTGRESQL_URL_ENV,
  startFerretDbServer,
  type MongoServer,
} from './mongo';
export {
  analyzeSchema,
  databaseOf,
  ensureDatabase,
  dropDatabase,
  postgresqlAnswers,
  recreateDatabase,
  redactPassword,
  withDatabase,
} from './postgresql';
export { ChildExitedError, ManagedProcess, ProcessManager, runCommand } from './processes';
export { freePort } from './net';
export {
  startEmbeddedPostgresql,
  waitForPostgresql,
  type EmbeddedPostgresql,
} from './embedded-postgresql';
export { moveSqliteDiaryIfAny, type SqliteMoveResult } from './sqlite-move';
export { ensureRedis, pingRedis, type RedisServer } from './redis';
export { startStack, type RunningStack, type StackOptions } from './stack';
export { repoRoot, dataDir, cacheDir } from './paths';
