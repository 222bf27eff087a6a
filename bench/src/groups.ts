/** The budget groups `npm run bench -- <group>…` can select; all of them by default. */
// `restaurants` runs before `diary`: both clear the diary's bench database, and
// FerretDB's list time grows with every user's records, not just the measured one's.
export const BENCH_GROUPS = ['frontend', 'auth', 'restaurants', 'diary', 'yelp', 'media'] as const;
export type BenchGroup = (typeof BENCH_GROUPS)[number];

export function isBenchGroup(name: string): name is BenchGroup {
  return (BENCH_GROUPS as readonly string[]).includes(name);
}
