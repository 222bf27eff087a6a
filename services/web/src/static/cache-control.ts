/** Revalidated on every use: entry points that must pick up a new deployment at once. */
export const NO_CACHE = 'no-cache';
/** Never changes under its name, so browsers and CDNs may keep it for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Used at once from the cache and revalidated behind the page's back (for a
 * week): the shell's unhashed files (the pre-paint theme script, the icon),
 * whose revalidation would otherwise hold up every repeat visit's first paint
 * by a round trip. A change reaches a returning visitor one visit later.
 */
export const REVALIDATE_IN_BACKGROUND = 'public, max-age=0, stale-while-revalidate=604800';

// sw.js too: a browser compares it to its installed worker at every navigation.
const ENTRY_POINTS = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'sw.js']);
/** `main.3f2a9c1d.js`, `routes-8a9b0c1d2e3f.css`: a bundler content hash before the extension. */
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;
/** The build's precompressed copy of a file (`remoteEntry.js.br`), served in its place. */
const PRECOMPRESSED = /\.(br|gz)$/;

/**
 * Cache-Control of a built file. A remote's files other than its entry points
 * are all chunks named by content, so they are immutable; the shell's folder
 * also holds unhashed files (favicon, theme-init.js), which are revalidated
 * in the background. A precompressed copy is cached like the file it stands for.
 */
export function cacheControlFor(servedFile: string, bundle: 'shell' | 'remote'): string {
  const fileName = servedFile.replace(PRECOMPRESSED, '');
  if (ENTRY_POINTS.has(fileName)) return NO_CACHE;
  if (bundle === 'remote' || CONTENT_HASHED.test(fileName)) return IMMUTABLE;
  return REVALIDATE_IN_BACKGROUND;
}
