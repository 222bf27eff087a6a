// Import boundaries between the workspaces and between features, with ESLint's
// own `no-restricted-imports` (the architecture: a remote deploys alone, so it
// shares code only through packages; a feature is used through its index).
//
// A relative import is judged by how far up it climbs, which depends on how
// deep the importing file sits: the blocks below are generated per depth, and
// each states every pattern that applies to its files, because a later flat
// config block replaces the rule's options of an earlier one.

const MAX_DEPTH = 10;
const SOURCE = '{ts,tsx,js,jsx,mjs,cjs}';

/** Workspaces that are apps: nothing imports them (the shell loads remotes at run time). */
const APPS = [
  '@dd/shell',
  '@dd/mfe-*',
  '@dd/auth',
  '@dd/diary',
  '@dd/gateway',
  '@dd/media',
  '@dd/yelp',
  '@dd/orchestrator',
  '@dd/sandbox',
  '@dd/e2e',
  '@dd/bench',
];

const noApps = {
  group: APPS.flatMap((name) => [name, `${name}/**`]),
  message:
    'Apps are deployed alone and never imported: share code through a package in packages/ (a remote gets the shell’s services from @dd/shell-kit).',
};

/** A relative import climbing above the workspace of a file `depth` folders below its root. */
const escapesWorkspace = (depth) => ({
  regex: `^(\\./)?(\\.\\./){${depth + 1},}`,
  message:
    'This relative import leaves the workspace: import the other workspace by its package name (and only a package, never an app).',
});

/**
 * From a file `depth` folders below its feature's root (src/features/<a>/…),
 * a path into another feature's folders instead of its index: `../<b>/api/x`
 * (through src/features) or `../../features/<b>/x` (from further up).
 */
const intoAnotherFeature = (depth) => [
  {
    regex: `^(\\./)?(\\.\\./){${depth + 1}}[^./][^/]*/.`,
    message:
      'A feature uses another feature only through its index (`../<feature>`), never its internals.',
  },
  {
    regex: `^(\\./)?(\\.\\./){${depth + 2},}(.+/)?features/[^/]+/.`,
    message:
      'A feature uses another feature only through its index (`…/features/<feature>`), never its internals.',
  },
];

const rule = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/** `dir/` + `*\/` × depth + the file: files exactly `depth` folders below `dir`. */
const filesAt = (dirs, depth) => dirs.map((dir) => `${dir}/${'*/'.repeat(depth)}*.${SOURCE}`);

/**
 * The diary service's layers, bottom up (services/diary/src/<folder>): the
 * ground (common, database: the connection) imports no other folder; the
 * domains own the collections and their API, each built only on those
 * listed before it; the features are built on the domains and are never
 * imported by them.
 */
const DIARY = 'services/diary/src';
const DIARY_GROUND = ['common', 'database'];
const DIARY_DOMAINS = [
  'images',
  'upstream',
  'diaries',
  'posts',
  'tag-links',
  'tags',
  'restaurants',
  'meals',
];
const DIARY_FEATURES = [
  'imports',
  'exports',
  'erasure',
  'google-maps-import',
  'account-data',
  'shares',
  'review',
  'upgrade',
];

/** From a file `depth` folders below a folder of src/, an import of one of `folders`. */
const intoDiaryFolders = (depth, folders, message) => ({
  regex: `^(\\./)?(\\.\\./){${depth + 1}}(${folders.join('|')})(/|$)`,
  message,
});

/** The patterns for files `depth` folders below the diary folder `folder`. */
function diaryLayerPatterns(folder, depth) {
  const patterns = [
    intoDiaryFolders(
      depth,
      DIARY_FEATURES,
      'A diary domain never imports a feature built on it (imports, exports, erasure, google-maps-import, account-data, shares, review): give the domain a method the feature calls.',
    ),
  ];
  const ground = DIARY_GROUND.includes(folder);
  const rank = DIARY_DOMAINS.indexOf(folder);
  const above = ground ? DIARY_DOMAINS : DIARY_DOMAINS.slice(rank + 1);
  const below = [...DIARY_GROUND, ...(ground ? [] : DIARY_DOMAINS.slice(0, rank))];
  if (above.length > 0)
    patterns.push(
      intoDiaryFolders(
        depth,
        above,
        ground
          ? 'common/ and database/ are the diary’s ground: they import no domain (each domain registers its own collections and exports its repositories).'
          : `The diary's domains are layered one way: ${folder}/ is built on ${below.join(', ')} alone, never on ${above.join(', ')}.`,
      ),
    );
  return patterns;
}

const FRONTENDS = ['shell', 'mfe-*'];
const PACKAGES = ['packages/*'];

export function importBoundaries() {
  const blocks = [];
  for (let depth = 0; depth <= MAX_DEPTH; depth += 1)
    blocks.push({
      files: filesAt([...FRONTENDS, ...PACKAGES], depth),
      rules: rule([noApps, escapesWorkspace(depth)]),
    });
  // Feature files: src/features/<a>/ is 3 folders below the workspace root.
  for (let depth = 0; depth <= MAX_DEPTH - 3; depth += 1)
    blocks.push({
      files: filesAt(
        FRONTENDS.map((app) => `${app}/src/features/*`),
        depth,
      ),
      rules: rule([noApps, escapesWorkspace(depth + 3), ...intoAnotherFeature(depth)]),
    });
  // The diary's layers run one way: services/diary/src/<folder>/ is 3 folders below the repository.
  for (const folder of [...DIARY_GROUND, ...DIARY_DOMAINS])
    for (let depth = 0; depth <= MAX_DEPTH - 3; depth += 1)
      blocks.push({
        files: filesAt([`${DIARY}/${folder}`], depth),
        rules: rule(diaryLayerPatterns(folder, depth)),
      });
  return blocks;
}
