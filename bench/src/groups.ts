/** The budget groups `npm run bench -- <group>…` can select; all of them by default. */
// `restaurants`, `meals`, `timeline`, `tags`, `diary`, `light-user`, `filtered-lists`, `shared-diary`, `restaurants-map` and `backends` each clear the diary's bench
// database before seeding it (FerretDB's list time grows with every user's records, not
// just the measured one's), so their order does not matter to what they measure.
// `backends` runs on stacks of its own: FerretDB on SQLite, then on PostgreSQL.
// `load` runs on a stack of its own too, with production's per-user request budgets.
export const BENCH_GROUPS = [
  'frontend',
  'auth',
  'restaurants',
  'meals',
  'phone',
  'timeline',
  'review',
  'tags',
  'diary',
  'light-user',
  'filtered-lists',
  'shared-diary',
  'yelp',
  'discover',
  'restaurants-map',
  'media',
  'export',
  'backends',
  'load',
] as const;
export type BenchGroup = (typeof BENCH_GROUPS)[number];

export function isBenchGroup(name: string): name is BenchGroup {
  return (BENCH_GROUPS as readonly string[]).includes(name);
}
