import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BUILD_STAMP, emitsBuild, isStale, newestMtime, staleReason } from './build';
import type { Workspace } from './workspaces';

describe('isStale', () => {
  it('is stale when never built', () => {
    expect(isStale(1000, undefined)).toBe(true);
  });

  it('is stale when an input is newer than the build', () => {
    expect(isStale(2000, 1000)).toBe(true);
  });

  it('is fresh when the build is newer than every input', () => {
    expect(isStale(1000, 2000)).toBe(false);
  });
});

describe('emitsBuild', () => {
  const workspace = (build?: string): Workspace => ({
    dir: 'x',
    name: '@dd/x',
    scripts: build ? { build } : {},
    dependsOn: [],
  });

  it('counts compilers and bundlers that write output', () => {
    expect(emitsBuild(workspace('tsc -p tsconfig.build.json'))).toBe(true);
    expect(emitsBuild(workspace('rspack build'))).toBe(true);
  });

  it('skips type-check-only and syntax-check builds and workspaces without one', () => {
    expect(emitsBuild(workspace('tsc -p tsconfig.json --noEmit'))).toBe(false);
    expect(emitsBuild(workspace('node --check index.mjs'))).toBe(false);
    expect(emitsBuild(workspace())).toBe(false);
  });
});

describe('staleness on disk', () => {
  let root: string;
  const lib: Workspace = { dir: 'lib', name: '@dd/lib', scripts: { build: 'tsc' }, dependsOn: [] };
  const app: Workspace = {
    dir: 'app',
    name: '@dd/app',
    scripts: { build: 'tsc' },
    dependsOn: ['@dd/lib'],
  };

  async function write(file: string, secondsAgo: number): Promise<void> {
    const full = path.join(root, file);
    await fs.mkdir(path.dirname(full), { recursive: true });
    await fs.writeFile(full, file);
    const time = new Date(Date.now() - secondsAgo * 1000);
    await fs.utimes(full, time, time);
  }

  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'dd-build-spec-'));
    await write('lib/src/index.ts', 100);
    await write('app/src/main.ts', 100);
    await write('app/package.json', 100);
  });

  afterEach(async () => {
    await fs.rm(root, { recursive: true, force: true });
  });

  it('builds what was never built', async () => {
    expect(await staleReason(root, app, [lib, app])).toBe('not built yet');
  });

  it('leaves a build newer than its sources alone', async () => {
    await write(path.join('app', BUILD_STAMP), 10);
    expect(await staleReason(root, app, [lib, app])).toBeUndefined();
  });

  it('rebuilds after a source change', async () => {
    await write(path.join('app', BUILD_STAMP), 10);
    await write('app/src/main.ts', 1);
    expect(await staleReason(root, app, [lib, app])).toBe('sources changed');
  });

  it('rebuilds after a change in a workspace it depends on', async () => {
    await write(path.join('app', BUILD_STAMP), 10);
    await write('lib/src/index.ts', 1);
    expect(await staleReason(root, app, [lib, app])).toBe('sources changed');
  });

  it('ignores tests, outputs and dependencies', async () => {
    await write(path.join('app', BUILD_STAMP), 10);
    await write('app/src/main.spec.ts', 1);
    await write('app/dist/main.js', 1);
    await write('app/node_modules/x/index.js', 1);
    expect(await newestMtime([path.join(root, 'app')])).toBeLessThan(Date.now() - 5000);
    expect(await staleReason(root, app, [lib, app])).toBeUndefined();
  });
});
