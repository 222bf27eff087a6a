import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';

/** The shell's parser-blocking head script (as theme-init.js is), which the gateway writes inline. */
export const SHELL_HEAD_SCRIPT = 'document.documentElement.setAttribute("data-theme", "light");';
export const SHELL_INDEX =
  '<!doctype html><html><head><title>Dining Diary</title><script src="/theme-init.js"></script><script defer src="/main.3f2a9c1d7e.js"></script></head><body><div id="root">shell</div></body></html>';
/** Big and repetitive enough for compression to kick in. */
export const SHELL_BUNDLE = `console.log("shell");\n`.repeat(2000);

/**
 * What the build's Brotli copy of the meals remote's entry unpacks to. It
 * differs from the file (a real copy would not) so a test can tell which was sent.
 */
export const REMOTE_ENTRY_BROTLI_COPY = 'var mfe_meals; // the .br copy';

/** The files of a fake build, relative to STATIC_ROOT. */
const FILES: Record<string, string | Buffer> = {
  'shell/dist/index.html': SHELL_INDEX,
  'shell/dist/theme-init.js': SHELL_HEAD_SCRIPT,
  'shell/dist/main.3f2a9c1d7e.js': SHELL_BUNDLE,
  'shell/dist/sw.js': 'self.addEventListener("fetch", () => undefined);',
  'shell/dist/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'mfe-meals/dist/mf-manifest.json': '{"name":"mfe_meals"}',
  'mfe-meals/dist/remoteEntry.js': 'var mfe_meals;',
  'mfe-meals/dist/remoteEntry.js.br': brotliCompressSync(REMOTE_ENTRY_BROTLI_COPY),
  'mfe-meals/dist/static/js/routes.js': 'export default "meals routes";',
  'mfe-account/dist/remoteEntry.js': 'var mfe_account;',
};

export interface StaticRoot {
  path: string;
  remove(): void;
}

/** A temporary STATIC_ROOT holding fake shell and remote dist folders. */
export function createStaticRoot(): StaticRoot {
  const path = mkdtempSync(join(tmpdir(), 'dd-gateway-static-'));
  for (const [file, contents] of Object.entries(FILES)) {
    mkdirSync(dirname(join(path, file)), { recursive: true });
    writeFileSync(join(path, file), contents);
  }
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}
