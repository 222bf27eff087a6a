// The shell's server renderer (ShellServerRenderer), built for Node into
// dist-server/ and loaded by the web tier. The async boundary lets the
// federation runtime set up the shared packages before any is used.
import type { PageRenderRequest, RenderedPage } from '@dd/contracts';

const renderer = import('./renderPage');

export async function renderPage(request: PageRenderRequest): Promise<RenderedPage> {
  return (await renderer).renderPage(request);
}
