import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PRECOMPRESS_MIN_BYTES, precompressFile } from '../precompress.mjs';

function inTempDir(run) {
  const dir = mkdtempSync(path.join(tmpdir(), 'dd-precompress-'));
  return run(dir).finally(() => rmSync(dir, { recursive: true, force: true }));
}

test('writes Brotli and gzip copies that unpack to the file', () =>
  inTempDir(async (dir) => {
    const file = path.join(dir, 'main.3f2a9c1d.js');
    const contents = 'console.log("shell");\n'.repeat(500);
    writeFileSync(file, contents);

    assert.equal(await precompressFile(file), true);

    const br = readFileSync(`${file}.br`);
    const gz = readFileSync(`${file}.gz`);
    assert.equal(brotliDecompressSync(br).toString(), contents);
    assert.equal(gunzipSync(gz).toString(), contents);
    assert.ok(br.length < contents.length / 10, `${br.length} bytes of Brotli`);
  }));

test('leaves small files and binary assets uncompressed', () =>
  inTempDir(async (dir) => {
    const small = path.join(dir, 'remoteEntry.js');
    writeFileSync(small, 'x'.repeat(PRECOMPRESS_MIN_BYTES - 1));
    const photo = path.join(dir, 'screen.0a1b2c3d.webp');
    writeFileSync(photo, Buffer.alloc(50_000));

    assert.equal(await precompressFile(small), false);
    assert.equal(await precompressFile(photo), false);
    for (const file of [small, photo]) {
      assert.equal(existsSync(`${file}.br`), false);
      assert.equal(existsSync(`${file}.gz`), false);
    }
  }));
