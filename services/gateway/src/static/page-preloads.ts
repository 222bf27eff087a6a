import { join, posix } from 'node:path';
import { remoteServing, type RuntimeConfig } from '@dd/contracts';
import { ManifestReader, remotePreloads, type Preload } from './remote-preloads';

/** `/mfe/<folder>/mf-manifest.json`: a remote this gateway serves from `mfe-<folder>/dist`. */
const SERVED_MANIFEST = /^\/mfe\/([a-z-]+)\/mf-manifest\.json$/;

/**
 * The preloads of the page at `pathname`: the code of the remote that serves
 * it, read from that remote's current manifest when this gateway serves the
 * remote itself. A remote served from elsewhere (a CDN) gets its manifest
 * hinted alone; the shell's own pages get none.
 */
export class PagePreloads {
  private readonly manifests = new ManifestReader();

  constructor(
    private readonly staticRoot: string,
    private readonly remotes: RuntimeConfig['remotes'],
    private readonly servedRemotes: readonly string[],
  ) {}

  async forPage(pathname: string): Promise<Preload[]> {
    const remote = remoteServing(pathname);
    const manifestUrl = remote ? this.remotes[remote] : undefined;
    if (!manifestUrl) return [];
    const folder = SERVED_MANIFEST.exec(manifestUrl)?.[1];
    if (!folder || !this.servedRemotes.includes(folder))
      return [{ href: manifestUrl, as: 'fetch' }];
    const manifest = await this.manifests.read(
      join(this.staticRoot, `mfe-${folder}`, 'dist', 'mf-manifest.json'),
    );
    return manifest
      ? remotePreloads(posix.dirname(manifestUrl), manifest)
      : [{ href: manifestUrl, as: 'fetch' }];
  }
}
