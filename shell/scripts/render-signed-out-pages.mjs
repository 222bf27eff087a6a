// Renders the signed-out pages (SIGNED_OUT_PAGES) once, after the shell's
// build, with its server renderer (dist-server/), into SIGNED_OUT_PAGES_DIR:
// each page is its entry's index.html with the rendered app in #root and the
// state it was rendered with. The web tier serves them to every visitor who is
// not signed in, and the browser hydrates them as it does a page rendered per
// request. A signed-out page reads no API and no remote: if one does, the
// build fails rather than bake an error into the page.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import {
  pageAroundRoot,
  pageStateElement,
  SIGNED_OUT_PAGES,
  SIGNED_OUT_PAGES_DIR,
  signedOutPageUrl,
} from '@dd/contracts';

const shellDir = join(import.meta.dirname, '..');
const outDir = join(shellDir, SIGNED_OUT_PAGES_DIR);
const renderer = createRequire(import.meta.url)(join(shellDir, 'dist-server', 'server.cjs'));

/** What a signed-out page is rendered with: it uses none of it (the browser's copy is the deployment's). */
const NO_CONFIG = { remotes: {}, geocoderUrl: '', tileUrl: '', storageUrl: '' };

/** The markup a render streams, once it has ended. */
function markupOf(rendered) {
  return new Promise((resolve, reject) => {
    const parts = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        parts.push(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(parts).toString('utf8')));
    sink.on('error', reject);
    rendered.pipe(sink);
  });
}

async function renderSignedOutPage(page) {
  const url = signedOutPageUrl(page);
  const errors = [];
  const rendered = await renderer.renderPage({
    url,
    config: NO_CONFIG,
    session: null,
    remoteOrigin: 'http://127.0.0.1',
    fetchApi: (path) => Promise.reject(new Error(`a signed-out page asked the API for ${path}`)),
    signal: AbortSignal.timeout(10_000),
    onError: (error) => errors.push(error),
  });
  const markup = await markupOf(rendered);
  if (errors.length) throw new Error(`${url} did not render`, { cause: errors[0] });
  const entry = await readFile(join(shellDir, 'dist', page.entryDir, 'index.html'), 'utf8');
  const around = pageAroundRoot(entry);
  if (!around) throw new Error(`${page.entryDir || 'the shell'}'s index.html has no empty #root`);
  const html =
    around.start + markup + around.end + pageStateElement(rendered.state()) + around.after;
  await writeFile(join(outDir, page.file), html);
  return { url, bytes: Buffer.byteLength(html) };
}

await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });
for (const page of SIGNED_OUT_PAGES) {
  const { url, bytes } = await renderSignedOutPage(page);
  console.log(`rendered ${url} into ${SIGNED_OUT_PAGES_DIR}/${page.file} (${bytes} bytes)`);
}
