import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { earlyScript, scriptHash, withHeadScriptsInline, withScriptSources } from './head-scripts';

describe('withHeadScriptsInline', () => {
  let shellRoot: string;
  beforeEach(async () => {
    shellRoot = await mkdtemp(join(tmpdir(), 'gateway-head-scripts-'));
    await writeFile(
      join(shellRoot, 'theme-init.js'),
      'document.documentElement.dataset.theme="dark";',
    );
    await writeFile(join(shellRoot, 'closes.js'), 'var s = "</script><script>alert(1)";');
    await writeFile(join(shellRoot, 'big.js'), `/*${'x'.repeat(20_000)}*/`);
  });
  afterEach(() => rm(shellRoot, { recursive: true, force: true }));

  it('writes the shell’s parser-blocking scripts inline, with their hashes', async () => {
    const page = await withHeadScriptsInline(
      '<head><script src="/theme-init.js"></script><script defer src="/main.1a2b.js"></script></head>',
      shellRoot,
    );
    expect(page.html).toBe(
      '<head><script>document.documentElement.dataset.theme="dark";</script><script defer src="/main.1a2b.js"></script></head>',
    );
    expect(page.scriptHashes).toEqual([
      scriptHash('document.documentElement.dataset.theme="dark";'),
    ]);
  });

  it('leaves a missing, large or element-ending script a file', async () => {
    const html =
      '<script src="/missing.js"></script><script src="/big.js"></script><script src="/closes.js"></script>';
    expect(await withHeadScriptsInline(html, shellRoot)).toEqual({ html, scriptHashes: [] });
  });
});

it('hashes a script as a CSP source', () => {
  const expected = createHash('sha256').update('alert(1)').digest('base64');
  expect(scriptHash('alert(1)')).toBe(`'sha256-${expected}'`);
});

it('adds sources to the script-src directive only', () => {
  expect(
    withScriptSources(
      "default-src 'self';script-src 'self' https://cdn.example.com;style-src 'self'",
      ["'sha256-a'", "'sha256-b'"],
    ),
  ).toBe(
    "default-src 'self';script-src 'self' https://cdn.example.com 'sha256-a' 'sha256-b';style-src 'self'",
  );
});

describe('earlyScript', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'gateway-early-script-'));
    await writeFile(join(folder, 'first-requests.1a2b.js'), 'fetch("/api/meals");');
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('writes the script inline with its hash', async () => {
    expect(
      await earlyScript(
        '/mfe/meals/first-requests.1a2b.js',
        join(folder, 'first-requests.1a2b.js'),
      ),
    ).toEqual({
      element: '<script>fetch("/api/meals");</script>',
      scriptHashes: [scriptHash('fetch("/api/meals");')],
    });
  });

  it('links a script it cannot read as an async file', async () => {
    expect(await earlyScript('/mfe/meals/gone.js', join(folder, 'gone.js'))).toEqual({
      element: '<script async src="/mfe/meals/gone.js"></script>',
      scriptHashes: [],
    });
  });
});
