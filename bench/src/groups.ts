/** The budget groups `npm run bench -- <group>…` can select; all of them by default. */
export const BENCH_GROUPS = ['frontend', 'auth', 'diary', 'yelp', 'media'] as const;
export type BenchGroup = (typeof BENCH_GROUPS)[number];

export function isBenchGroup(name: string): name is BenchGroup {
  return (BENCH_GROUPS as readonly string[]).includes(name);
}
