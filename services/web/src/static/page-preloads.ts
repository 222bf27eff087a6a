import { join, posix } from 'node:path';
import { remoteServing, type RuntimeConfig } from '@dd/contracts';
import {
  BuildFileReader,
  isFederationManifest,
  isPageChunks,
  isShellPreloads,
  pageChunkPreloads,
  remotePreloads,
  type Preload,
} from './remote-preloads';

/** Written by the shell's build beside its index.html (build-config's pagePreloadsPlugin). */
const PAGE_PRELOADS_FILE = 'page-preloads.json';

/** Written by a remote's build beside its manifest (build-config's pageChunksPlugin). */
const PAGE_CHUNKS_FILE = 'page-chunks.json';

/** `/mfe/<folder>/mf-manifest.json`: a remote the web tier serves from `mfe-<folder>/dist`. */
const SERVED_MANIFEST = /^\/mfe\/([a-z-]+)\/mf-manifest\.json$/;

/**
 * The preloads of the page at `pathname` (and query `search`): what the shell's entry fetches on
 * every page (from its build's page-preloads.json), and on a page a remote
 * serves, what a signed-in page fetches next and the remote's code, read
 * from that remote's current manifest when the web tier serves the remote
 * itself. A remote served from elsewhere (a CDN) gets its manifest hinted alone.
 */
export class PagePreloads {
  private readonly manifests = new BuildFileReader(isFederationManifest);
  private readonly shellFiles = new BuildFileReader(isShellPreloads);
  private readonly pageChunks = new BuildFileReader(isPageChunks);

  constructor(
    private readonly staticRoot: string,
    private readonly remotes: RuntimeConfig['remotes'],
    private readonly servedRemotes: readonly string[],
  ) {}

  async forPage(pathname: string, search = ''): Promise<Preload[]> {
    const remote = remoteServing(pathname);
    const [shell, remoteCode] = await Promise.all([
      this.shellFiles.read(join(this.staticRoot, 'shell', 'dist', PAGE_PRELOADS_FILE)),
      remote ? this.remoteCode(this.remotes[remote], pathname, search) : [],
    ]);
    const later = [...(remote ? (shell?.signedIn ?? []) : []), ...remoteCode];
    return [...(shell?.everyPage ?? []), ...later];
  }

  /** The build folder (`mfe-<name>`, holding `dist/`) of the remote that serves the page, when the web tier serves it. */
  servedRemoteFolder(pathname: string): string | undefined {
    const remote = remoteServing(pathname);
    const manifestUrl = remote ? this.remotes[remote] : undefined;
    const folder = manifestUrl ? this.servedFolder(manifestUrl) : undefined;
    return folder && join(this.staticRoot, `mfe-${folder}`);
  }

  /** The file on disk of a preload's `href` (a content-hashed file of the shell or of a remote served here). */
  fileOf(href: string): string | undefined {
    const path = /^\/[\w.-]+(?:\/[\w.-]+)*$/.test(href) ? href.split('/').slice(1) : [];
    if (path.length === 0 || path.includes('..')) return undefined;
    if (path[0] !== 'mfe') return join(this.staticRoot, 'shell', 'dist', ...path);
    const [, folder, ...file] = path;
    return this.servedRemotes.includes(folder) && file.length > 0
      ? join(this.staticRoot, `mfe-${folder}`, 'dist', ...file)
      : undefined;
  }

  private servedFolder(manifestUrl: string): string | undefined {
    const folder = SERVED_MANIFEST.exec(manifestUrl)?.[1];
    return folder && this.servedRemotes.includes(folder) ? folder : undefined;
  }

  /** The remote's entry points and routes, and the code of the lazily loaded page (and view) at `pathname` + `search`. */
  private async remoteCode(
    manifestUrl: string | undefined,
    pathname: string,
    search: string,
  ): Promise<Preload[]> {
    if (!manifestUrl) return [];
    const folder = this.servedFolder(manifestUrl);
    if (!folder) return [{ href: manifestUrl, as: 'fetch' }];
    const dist = join(this.staticRoot, `mfe-${folder}`, 'dist');
    const [manifest, pages] = await Promise.all([
      this.manifests.read(join(dist, 'mf-manifest.json')),
      this.pageChunks.read(join(dist, PAGE_CHUNKS_FILE)),
    ]);
    if (!manifest) return [{ href: manifestUrl, as: 'fetch' }];
    const base = posix.dirname(manifestUrl);
    return [
      ...remotePreloads(base, manifest),
      ...(pages ? pageChunkPreloads(base, pages, pathname, search) : []),
    ];
  }
}
