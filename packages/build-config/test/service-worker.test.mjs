import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { createServiceWorkerConfig, SERVICE_WORKER_FILE } from '../index.mjs';

/** Builds the service worker of a host whose finished `dist/` holds `files`. */
async function buildServiceWorker(files, source = 'console.log(self.__WB_MANIFEST);\n') {
  // Inside the repository, where the config's packages resolve.
  const dir = await mkdtemp(path.join(import.meta.dirname, '.sw-config-'));
  await mkdir(path.join(dir, 'dist', 'assets'), { recursive: true });
  await mkdir(path.join(dir, 'dist', 'landing'), { recursive: true });
  for (const file of files) await writeFile(path.join(dir, 'dist', file), `/* ${file} */`);
  await writeFile(path.join(dir, 'sw.js'), source);
  const config = createServiceWorkerConfig({ dirname: dir, entry: './sw.js', mode: 'production' });
  config.dependencies = undefined; // built alone here, not after a host compilation
  const stats = await new Promise((resolve, reject) =>
    rspack(config).run((error, result) => (error ? reject(error) : resolve(result))),
  );
  const output = await readFile(path.join(dir, 'dist', SERVICE_WORKER_FILE), 'utf8').catch(
    () => '',
  );
  await rm(dir, { recursive: true, force: true });
  return { errors: stats.toJson({ errors: true }).errors, output };
}

test('the service worker precaches the host’s code, revisioned by content, and nothing else', async () => {
  const { errors, output } = await buildServiceWorker([
    'main.385752e3.js',
    'query-outlet.1af22440.js',
    'remote-runtime.76ac3af4.css',
    'theme-init.js',
    'favicon.svg',
    'manifest.webmanifest',
    'index.html',
    'mf-manifest.json',
    'page-preloads.json',
    'main.385752e3.js.br',
    'main.385752e3.js.gz',
    'assets/restaurants-desktop-light-640.1a2b3c4d.webp',
    'landing/main.78effa1d.js',
  ]);
  assert.deepEqual(errors, []);
  const urls = [...output.matchAll(/url:"([^"]+)",revision:(null|"[0-9a-f]+")/g)].map(
    ([, url, revision]) => `${url} ${revision === 'null' ? 'hashed' : 'revisioned'}`,
  );
  assert.deepEqual(urls.sort(), [
    '/favicon.svg revisioned',
    '/main.385752e3.js hashed',
    '/manifest.webmanifest revisioned',
    '/query-outlet.1af22440.js hashed',
    '/remote-runtime.76ac3af4.css hashed',
    '/theme-init.js revisioned',
  ]);
  assert.ok(!output.includes('__WB_MANIFEST'));
});

test('a service worker without its injection point fails the build', async () => {
  const { errors } = await buildServiceWorker(['main.385752e3.js'], 'console.log(1);\n');
  assert.equal(errors.length, 1);
  assert.match(errors[0].message, /must name self\.__WB_MANIFEST exactly once/);
});
