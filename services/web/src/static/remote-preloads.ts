import { matchPage } from '@dd/contracts';
import { TextFileReader } from './text-file-reader';

/** A resource the page will ask for, hinted in its HTML so it is fetched at once. */
export interface Preload {
  href: string;
  as: 'script' | 'style' | 'fetch';
}

/** The shell build's `page-preloads.json` (build-config's pagePreloadsPlugin). */
export interface ShellPreloads {
  /** What the shell's entry fetches on every page. */
  everyPage: Preload[];
  /** What it fetches next on a signed-in page (the query cache, the remote runtime). */
  signedIn: Preload[];
}

export function isShellPreloads(value: unknown): value is ShellPreloads {
  const preloads = value as Partial<ShellPreloads> | null;
  return !!preloads && Array.isArray(preloads.everyPage) && Array.isArray(preloads.signedIn);
}

/** What the hints read from a remote's `mf-manifest.json` (Module Federation 2's build manifest). */
export interface FederationManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

/** The module the shell loads from a remote for a page: its routes. */
const PAGE_EXPOSES = ['./routes'];

/**
 * What loading a remote's page fetches, in the order the federation runtime
 * asks for it: the manifest, the remote entry, then the exposed modules'
 * style sheets and chunks (lazily loaded pages excluded), each once. `base`
 * is the folder the manifest was served from.
 */
export function remotePreloads(base: string, manifest: FederationManifest): Preload[] {
  const folder = base.endsWith('/') ? base : `${base}/`;
  const at = (file: string) => `${folder}${file}`;
  const { remoteEntry } = manifest.metaData;
  const exposes = manifest.exposes.filter((expose) => PAGE_EXPOSES.includes(expose.path));
  const css = new Set(exposes.flatMap((expose) => expose.assets.css.sync));
  const js = new Set(exposes.flatMap((expose) => expose.assets.js.sync));
  const entry = remoteEntry.path ? `${remoteEntry.path}/${remoteEntry.name}` : remoteEntry.name;
  return [
    { href: at('mf-manifest.json'), as: 'fetch' },
    { href: at(entry), as: 'script' },
    ...[...css].map((file): Preload => ({ href: at(file), as: 'style' })),
    ...[...js].map((file): Preload => ({ href: at(file), as: 'script' })),
  ];
}

/** A view of a page chosen by its query string, with the files of its own chunk. */
export interface ViewChunks {
  search: Record<string, string>;
  files: string[];
}

/**
 * A remote build's `page-chunks.json` (build-config's pageChunksPlugin): its
 * lazy pages' files, by route, and those of views chosen by the query string.
 */
export interface PageChunks {
  pages: { path: string; files: string[]; views?: ViewChunks[] }[];
}

const isFileList = (files: unknown): files is string[] =>
  Array.isArray(files) && files.every((file) => typeof file === 'string');

const isViewChunks = (view: Partial<ViewChunks> | null): boolean =>
  !!view &&
  typeof view.search === 'object' &&
  view.search !== null &&
  Object.values(view.search).every((value) => typeof value === 'string') &&
  isFileList(view.files);

export function isPageChunks(value: unknown): value is PageChunks {
  const chunks = value as Partial<PageChunks> | null;
  return (
    !!chunks &&
    Array.isArray(chunks.pages) &&
    chunks.pages.every(
      (page) =>
        typeof page?.path === 'string' &&
        isFileList(page.files) &&
        (page.views === undefined || (Array.isArray(page.views) && page.views.every(isViewChunks))),
    )
  );
}

/**
 * The code of the lazily loaded page at `pathname` (the first route of
 * `chunks` that matches it) and of its view that `search` (the URL's query
 * string) chooses: their style sheets, then their chunks. `base` is the
 * folder the remote is served from.
 */
export function pageChunkPreloads(
  base: string,
  chunks: PageChunks,
  pathname: string,
  search = '',
): Preload[] {
  const folder = base.endsWith('/') ? base : `${base}/`;
  const page = chunks.pages.find(({ path }) => matchPage(path, pathname));
  const query = new URLSearchParams(search);
  const view = page?.views?.find((candidate) =>
    Object.entries(candidate.search).every(([name, value]) => query.get(name) === value),
  );
  const files = [...(page?.files ?? []), ...(view?.files ?? [])];
  return [
    ...files
      .filter((file) => file.endsWith('.css'))
      .map((file): Preload => ({ href: `${folder}${file}`, as: 'style' })),
    ...files
      .filter((file) => file.endsWith('.js'))
      .map((file): Preload => ({ href: `${folder}${file}`, as: 'script' })),
  ];
}

const ATTRIBUTE_UNSAFE = /["<>&]/;

/**
 * The page's `<head>` links for the preloads: a style sheet applied
 * (`rel="stylesheet"`, so the markup the server rendered into `#root` paints
 * styled, and the app's code finds the sheet in place), anything else
 * `<link rel="preload">`. The style sheets come first: the first paint waits
 * for every one of them, and over HTTP/1.1 the browser's six connections to
 * the origin take the requests in the page's order (a remote's sheet behind
 * twenty scripts held the paint back). A fetch preload is `crossorigin` so
 * that it matches the runtime's `fetch()` of the manifest. A hint whose
 * address could break out of its attribute is left out.
 */
export function headLinks(preloads: readonly Preload[]): string {
  return [...preloads]
    .sort((a, b) => Number(b.as === 'style') - Number(a.as === 'style'))
    .filter(({ href }) => !ATTRIBUTE_UNSAFE.test(href))
    .map(({ href, as }) =>
      as === 'style'
        ? `<link rel="stylesheet" href="${href}">`
        : `<link rel="preload" href="${href}" as="${as}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''}>`,
    )
    .join('');
}

const HEADER_UNSAFE = /[^\x21-\x7e]|[<>,;"]/;

/**
 * The same preloads as a `Link` response header: the browser starts them as
 * it commits the navigation, before it has parsed the HTML (on a phone's CPU,
 * a few hundred milliseconds before its preload scanner reaches the tags).
 * An address that could break out of its `<…>` or the list is left out.
 */
export function preloadLinkHeader(preloads: readonly Preload[]): string {
  return preloads
    .filter(({ href }) => !HEADER_UNSAFE.test(href))
    .map(
      ({ href, as }) =>
        `<${href}>; rel=preload; as=${as}${as === 'fetch' ? '; crossorigin=anonymous' : ''}`,
    )
    .join(', ');
}

/** The scripts a page's HTML loads by address (`<script src>`), as preloads, in order. */
export function scriptPreloads(html: string): Preload[] {
  return Array.from(html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g), ([, href]) => ({
    href: href!,
    as: 'script' as const,
  }));
}

/** A manifest as the hints need it; anything else is not read. */
export function isFederationManifest(value: unknown): value is FederationManifest {
  const manifest = value as Partial<FederationManifest> | null;
  return !!manifest && Array.isArray(manifest.exposes) && !!manifest.metaData?.remoteEntry;
}

/**
 * Reads JSON build files (manifests) from disk, again whenever a file
 * changes, so an app deployed alone is hinted from its new build on the next
 * page load. A missing, unreadable or unexpected file reads as nothing: the
 * page then loads its code without hints.
 */
export class BuildFileReader<T> {
  private readonly texts = new TextFileReader();
  private readonly parsed = new Map<string, { text: string; value: T }>();

  constructor(private readonly isValid: (value: unknown) => value is T) {}

  async read(file: string): Promise<T | undefined> {
    const text = await this.texts.read(file);
    if (text === undefined) return undefined;
    const cached = this.parsed.get(file);
    if (cached?.text === text) return cached.value;
    try {
      const value: unknown = JSON.parse(text);
      if (!this.isValid(value)) return undefined;
      this.parsed.set(file, { text, value });
      return value;
    } catch {
      return undefined;
    }
  }
}
