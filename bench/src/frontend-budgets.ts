import type { Page } from 'playwright-core';
import { launchBrowser, loadScripts, type LoadedScript } from './browser';
import { formatKb, type BudgetRow } from './report';
import { signBenchToken } from './session';

/** The architecture's §6 frontend budgets, in bytes of gzip (1 KB = 1000 bytes). */
export const FRONTEND_BUDGETS = {
  shellInitialJs: 120_000,
  remoteEntryAndRoutes: 40_000,
} as const;

/** The packages every federated app must get from the shell's share scope (docs/platform.md). */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  '@tanstack/react-query',
  '@dd/shell-kit',
];

/** Presentational packages each app bundles: never in the share scope (docs/decisions.md). */
export const BUNDLED_PER_APP = ['@dd/ui-kit', '@dd/diary-ui'];

/** Each remote and a page of the shell that mounts it (with what that page's chunks hold). */
export const REMOTE_PAGES = [
  { remote: 'mfe_restaurants', folder: 'restaurants', path: '/restaurants', what: 'list route' },
  { remote: 'mfe_discover', folder: 'discover', path: '/restaurants/nearby', what: 'routes' },
  { remote: 'mfe_meals', folder: 'meals', path: '/meals', what: 'routes' },
  { remote: 'mfe_account', folder: 'account', path: '/profile', what: 'routes' },
] as const;

export interface FrontendBenchOptions {
  gatewayUrl: string;
  /** Signs the session token used for the signed-in pages. */
  privateKeyFile: string;
}

/** share key → the providers (`<app>@<version>`) whose copy was loaded. */
type LoadedShares = Map<string, Set<string>>;

const sum = (scripts: readonly LoadedScript[]) =>
  scripts.reduce((total, script) => total + script.gzipBytes, 0);

/** Reads the federation runtime's share scopes: which app's copy of each shared package was loaded. */
async function collectLoadedShares(page: Page, into: LoadedShares): Promise<void> {
  const entries = await page.evaluate(() => {
    type ShareEntry = { from: string; loaded?: boolean };
    const federation = (
      globalThis as {
        __FEDERATION__?: {
          __SHARE__?: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;
        };
      }
    ).__FEDERATION__;
    const found: [string, string][] = [];
    for (const scopes of Object.values(federation?.__SHARE__ ?? {}))
      for (const packages of Object.values(scopes))
        for (const [key, versions] of Object.entries(packages))
          for (const [version, entry] of Object.entries(versions))
            if (entry.loaded) found.push([key, `${entry.from}@${version}`]);
    return found;
  });
  for (const [key, provider] of entries) {
    if (!into.has(key)) into.set(key, new Set());
    into.get(key)!.add(provider);
  }
}

/** Presentational packages must not be in the share scope at all: each app runs its own copy. */
function bundledRows(loaded: LoadedShares): BudgetRow[] {
  return BUNDLED_PER_APP.map((name) => {
    const keys = [...loaded.keys()].filter((key) => key === name || key.startsWith(`${name}/`));
    return {
      group: 'bundled',
      name,
      measured: keys.length === 0 ? 'not shared' : `shared as ${keys.join(', ')}`,
      budget: 'each app its own copy',
      pass: keys.length === 0,
    };
  });
}

function singletonRows(loaded: LoadedShares): BudgetRow[] {
  return SHARED_SINGLETONS.map((name) => {
    const keys = [...loaded.keys()].filter((key) => key === name || key.startsWith(`${name}/`));
    const providers = new Set(keys.flatMap((key) => [...loaded.get(key)!]));
    const fromShell = [...providers].every((provider) => provider.startsWith('shell@'));
    const pass = providers.size === 1 && fromShell;
    return {
      group: 'singleton',
      name,
      measured:
        providers.size === 0
          ? 'never loaded'
          : `${providers.size} cop${providers.size === 1 ? 'y' : 'ies'} (${[...providers].join(', ')})`,
      budget: 'once, from shell',
      pass,
      note: keys.length > 1 ? `share keys ${keys.join(', ')}` : undefined,
    };
  });
}

/**
 * Measures, in Chromium against the running stack: the shell's initial JS on
 * `/` (signed out), each remote's remoteEntry + route chunks on one of its
 * pages (signed in, a fresh browser context each), what that page loads beyond
 * the landing page, that every shared singleton was loaded exactly once and
 * that the presentational packages were not shared.
 */
export async function runFrontendBudgets({
  gatewayUrl,
  privateKeyFile,
}: FrontendBenchOptions): Promise<BudgetRow[]> {
  const browser = await launchBrowser();
  const loadedShares: LoadedShares = new Map();
  const collect = (page: Page) => collectLoadedShares(page, loadedShares);
  try {
    const landing = await loadScripts(browser, `${gatewayUrl}/`, {}, collect);
    const rows: BudgetRow[] = [
      {
        group: 'shell',
        name: 'initial JS on /',
        measured: `${formatKb(sum(landing))} gzip`,
        budget: `≤ ${formatKb(FRONTEND_BUDGETS.shellInitialJs)}`,
        pass: sum(landing) <= FRONTEND_BUDGETS.shellInitialJs,
        note: `${landing.length} scripts`,
      },
    ];

    const onLanding = new Set(landing.map((script) => script.path));
    const session = { token: signBenchToken(privateKeyFile) };
    for (const { remote, folder, path, what } of REMOTE_PAGES) {
      const scripts = await loadScripts(browser, `${gatewayUrl}${path}`, session, collect);
      const own = scripts.filter((script) => script.path.startsWith(`/mfe/${folder}/`));
      const entry = own.find((script) => /\/remoteEntry\.js(\?|$)/.test(script.path));
      const beyondLanding = scripts.filter((script) => !onLanding.has(script.path));
      rows.push({
        group: 'remote',
        name: `${remote} entry + ${what} (${path})`,
        measured: entry ? `${formatKb(sum(own))} gzip` : 'not loaded',
        budget: `≤ ${formatKb(FRONTEND_BUDGETS.remoteEntryAndRoutes)}`,
        pass: entry !== undefined && sum(own) <= FRONTEND_BUDGETS.remoteEntryAndRoutes,
        note: entry
          ? `remoteEntry ${formatKb(entry.gzipBytes)} + ${own.length - 1} chunks; ` +
            `${formatKb(sum(beyondLanding))} beyond / with the shell's signed-in chunks`
          : undefined,
      });
    }
    return [...rows, ...singletonRows(loadedShares), ...bundledRows(loadedShares)];
  } finally {
    await browser.close();
  }
}
