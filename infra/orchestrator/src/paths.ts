import os from 'node:os';
import path from 'node:path';

/** Root of the repository (this file lives in infra/orchestrator/src). */
export const repoRoot = path.resolve(__dirname, '..', '..', '..');

/** Persistent local state of `npm start`: database files, Redis AOF, JWT keys. */
export const dataDir = path.join(repoRoot, '.data');

/** Per-user cache for artefacts that outlive a clone, such as the FerretDB binary. */
export function cacheDir(): string {
  return process.env.DD_CACHE_DIR ?? path.join(os.homedir(), '.cache', 'dining-diary');
}
