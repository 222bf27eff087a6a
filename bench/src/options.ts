import { BENCH_DATABASES, isBenchDatabase, type BenchDatabase } from './bench-database';
import { BENCH_GROUPS, isBenchGroup, type BenchGroup } from './groups';

export interface BenchOptions {
  groups: Set<BenchGroup>;
  /** One stack per backend, in this order; empty: the stack's usual database. */
  databases: BenchDatabase[];
}

/**
 * `[<group>…] [sqlite] [postgresql]`: groups and FerretDB backends by name.
 * Plain words, not `--flags`: the root script's nested `npm run` would take
 * a flag for npm's own configuration and never pass it on.
 */
export function parseBenchArgs(args: readonly string[]): BenchOptions {
  const groups: BenchGroup[] = [];
  const databases: BenchDatabase[] = [];
  for (const arg of args) {
    if (isBenchDatabase(arg)) {
      if (!databases.includes(arg)) databases.push(arg);
    } else if (isBenchGroup(arg)) groups.push(arg);
    else
      throw new Error(
        `Unknown bench group ${arg}; choose from ${BENCH_GROUPS.join(', ')}, and a database backend from ${BENCH_DATABASES.join(', ')}`,
      );
  }
  return { groups: new Set(groups.length > 0 ? groups : BENCH_GROUPS), databases };
}
