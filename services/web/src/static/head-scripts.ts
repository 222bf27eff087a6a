import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A parser-blocking script of the shell's own: `src` alone, a root-level file. */
const BLOCKING_SCRIPT = /<script src="\/([\w.-]+\.js)"><\/script>/g;
/** Larger scripts stay files: inlined, they would be sent again with every page. */
const MAX_INLINE_BYTES = 16 * 1024;

export interface InlinedPage {
  html: string;
  /** CSP sources (`'sha256-…'`) of the scripts now inline. */
  scriptHashes: string[];
}

/**
 * The shell's HTML with its parser-blocking scripts (theme-init.js,
 * early-taps.js) written inline: the parser no longer waits a round trip
 * for each before it can paint (on a phone's network, about 350 ms). Their
 * hashes let them pass the page's CSP. A script missing from `shellRoot`,
 * too large, or whose text would end its element stays a file.
 */
export async function withHeadScriptsInline(html: string, shellRoot: string): Promise<InlinedPage> {
  const scriptHashes: string[] = [];
  const texts = new Map<string, string | undefined>();
  for (const [, file] of html.matchAll(BLOCKING_SCRIPT))
    texts.set(file!, await inlinableText(join(shellRoot, file!)));
  const inlined = html.replace(BLOCKING_SCRIPT, (element, file: string) => {
    const text = texts.get(file);
    if (text === undefined) return element;
    scriptHashes.push(scriptHash(text));
    return `<script>${text}</script>`;
  });
  return { html: inlined, scriptHashes };
}

/**
 * The script at `url` (whose file here is `path`) for the top of a page's
 * head: inline, with its hash, so that it runs as the parser reaches it; as
 * an `async` file when it cannot be inline.
 */
export async function earlyScript(
  url: string,
  path: string,
): Promise<{ element: string; scriptHashes: string[] }> {
  const text = await inlinableText(path);
  return text === undefined
    ? { element: `<script async src="${url}"></script>`, scriptHashes: [] }
    : { element: `<script>${text}</script>`, scriptHashes: [scriptHash(text)] };
}

async function inlinableText(path: string): Promise<string | undefined> {
  try {
    const text = await readFile(path, 'utf8');
    if (Buffer.byteLength(text) > MAX_INLINE_BYTES || /<\/script|<!--/i.test(text))
      return undefined;
    return text;
  } catch {
    return undefined;
  }
}

export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** `csp` with `sources` added to its script-src (which must exist: the web tier's always has one). */
export function withScriptSources(csp: string, sources: readonly string[]): string {
  if (!sources.length) return csp;
  return csp.replace(
    /(^|;\s*)script-src([^;]*)/,
    (_directive, start: string, values: string) =>
      `${start}script-src${values} ${sources.join(' ')}`,
  );
}
