import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  buildFerretDb,
  cachedBinaryFor,
  describeBackend,
  ferretDbArgs,
  findFerretDbBinary,
  wrapperBuildKey,
} from './ferretdb';

const WRAPPER = readFileSync(path.resolve(__dirname, '..', 'ferretdb', 'main.go'), 'utf8');

describe('ferretDbArgs', () => {
  it('runs the SQLite handler on a directory URL with file: and a trailing slash', () => {
    expect(ferretDbArgs(27018, { handler: 'sqlite', dataDir: '/data/ferretdb' })).toEqual([
      '--listen-addr=127.0.0.1:27018',
      '--handler=sqlite',
      '--sqlite-url=file:/data/ferretdb/',
      '--log-level=error',
    ]);
  });

  it('runs the PostgreSQL handler on the configured URL', () => {
    expect(
      ferretDbArgs(27017, { handler: 'postgresql', url: 'postgres://127.0.0.1:5432/diary' }),
    ).toEqual([
      '--listen-addr=127.0.0.1:27017',
      '--handler=postgresql',
      '--postgresql-url=postgres://127.0.0.1:5432/diary',
      '--log-level=error',
    ]);
  });

  it('passes only flags the wrapper declares', () => {
    const declared = [...WRAPPER.matchAll(/flag\.String\("([a-z-]+)"/g)].map((match) => match[1]);
    for (const backend of [
      { handler: 'sqlite', dataDir: '/d' },
      { handler: 'postgresql', url: 'postgres://h/db' },
    ] as const) {
      const used = ferretDbArgs(1, backend).map((arg) => /^--([a-z-]+)=/.exec(arg)?.[1]);
      expect(declared).toEqual(expect.arrayContaining(used));
    }
  });
});

describe('describeBackend', () => {
  it('never shows a PostgreSQL password', () => {
    expect(describeBackend({ handler: 'postgresql', url: 'postgres://dd:s3cret@db:5432/x' })).toBe(
      'PostgreSQL at postgres://dd:***@db:5432/x',
    );
  });
});

describe('the cached FerretDB build', () => {
  let cache: string;
  let emptyPath: string;
  const saved = { ...process.env };

  beforeEach(async () => {
    cache = await fs.mkdtemp(path.join(os.tmpdir(), 'dd-ferretdb-cache-spec-'));
    emptyPath = await fs.mkdtemp(path.join(os.tmpdir(), 'dd-ferretdb-path-spec-'));
    process.env.DD_CACHE_DIR = cache;
    process.env.PATH = emptyPath;
    delete process.env.FERRETDB_BIN;
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    process.env = { ...saved };
    await fs.rm(cache, { recursive: true, force: true });
    await fs.rm(emptyPath, { recursive: true, force: true });
  });

  const executable = async (file: string, script = '#!/bin/sh\n') => {
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, script, { mode: 0o755 });
  };

  it('is keyed by the FerretDB version and the wrapper source', () => {
    expect(wrapperBuildKey(WRAPPER)).toBe(wrapperBuildKey(WRAPPER));
    expect(wrapperBuildKey(WRAPPER)).toMatch(/^v1\.24\.2-[0-9a-f]{12}$/);
    expect(wrapperBuildKey(`${WRAPPER}\n// changed`)).not.toBe(wrapperBuildKey(WRAPPER));
    expect(wrapperBuildKey(WRAPPER, 'v1.24.3')).not.toBe(wrapperBuildKey(WRAPPER));
  });

  it('ignores binaries built from another wrapper source, or before builds were keyed', async () => {
    await executable(path.join(cache, 'ferretdb'));
    await executable(cachedBinaryFor('// an older wrapper without --handler', cache));

    expect(await findFerretDbBinary()).toBeUndefined();

    await executable(cachedBinaryFor(WRAPPER, cache));
    expect(await findFerretDbBinary()).toBe(cachedBinaryFor(WRAPPER, cache));
  });

  it('still prefers FERRETDB_BIN and a ferretdb on PATH', async () => {
    await executable(cachedBinaryFor(WRAPPER, cache));
    await executable(path.join(emptyPath, 'ferretdb'));
    expect(await findFerretDbBinary()).toBe(path.join(emptyPath, 'ferretdb'));

    process.env.FERRETDB_BIN = path.join(cache, 'mine');
    await executable(process.env.FERRETDB_BIN);
    expect(await findFerretDbBinary()).toBe(process.env.FERRETDB_BIN);
  });

  it('builds the current wrapper source without cgo into the keyed path', async () => {
    // A stand-in for `go` that records its calls and "builds" an executable at `-o`.
    const go = path.join(emptyPath, 'go');
    const calls = path.join(cache, 'calls.log');
    await executable(
      go,
      `#!/bin/sh
PATH=/usr/bin:/bin
echo "CGO_ENABLED=$CGO_ENABLED $*" >> "${calls}"
if [ "$1" = build ]; then printf '#!/bin/sh\\n' > "$3" && chmod +x "$3"; fi
`,
    );
    jest.spyOn(process.stdout, 'write').mockImplementation(() => true);

    const built = await buildFerretDb(go);

    expect(built).toBe(cachedBinaryFor(WRAPPER, cache));
    expect(await findFerretDbBinary()).toBe(built);
    const moduleDir = path.join(cache, `ferretdb-src-${wrapperBuildKey(WRAPPER)}`);
    expect(await fs.readFile(path.join(moduleDir, 'main.go'), 'utf8')).toBe(WRAPPER);
    const log = (await fs.readFile(calls, 'utf8')).trim().split('\n');
    expect(log).toEqual([
      'CGO_ENABLED=0 mod init local/ferretdb',
      'CGO_ENABLED=0 get github.com/FerretDB/FerretDB@v1.24.2',
      'CGO_ENABLED=0 mod tidy',
      expect.stringMatching(/^CGO_ENABLED=0 build -o .*\.partial \.$/),
    ]);
    expect((await fs.readdir(cache)).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });
});
