import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { createRemoteConfig, createRemoteServerConfig, pageChunksOf } from '../index.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const remoteDir = path.join(repoRoot, 'mfe-meals');
const exposes = { './routes': './src/routes.tsx' };

test('each page keeps its place and gets the files of its chunk, a page without one none', () => {
  const { pages, errors } = pageChunksOf(
    [
      { pattern: '/meals' },
      { pattern: '/meals/new', chunk: 'add' },
      { pattern: '/meals/:id', chunk: 'detail' },
    ],
    { add: ['add.js'], detail: ['1.js', 'detail.js', 'detail.css'], other: ['other.js'] },
  );
  assert.deepEqual(errors, []);
  assert.deepEqual(pages, [
    { path: '/meals', files: [] },
    { path: '/meals/new', files: ['add.js'] },
    { path: '/meals/:id', files: ['1.js', 'detail.js', 'detail.css'] },
  ]);
});

test('a chunk no lazy import names is an error that names the page', () => {
  const { errors } = pageChunksOf([{ pattern: '/meals/:id', chunk: 'typo' }], { detail: [] });
  assert.deepEqual(errors, ["no lazy import is named 'typo' (page /meals/:id)"]);
});

test("a page's views get the files of their own chunks, under the query that chooses them", () => {
  const { pages, errors } = pageChunksOf(
    [
      {
        pattern: '/meals',
        views: [
          { search: { view: 'timeline' }, chunk: 'timeline' },
          { search: { view: 'map' }, chunk: 'typo' },
        ],
      },
    ],
    { timeline: ['timeline.js', 'timeline.css'] },
  );
  assert.deepEqual(errors, ["no lazy import is named 'typo' (a view of page /meals)"]);
  assert.deepEqual(pages, [
    {
      path: '/meals',
      files: [],
      views: [
        { search: { view: 'timeline' }, files: ['timeline.js', 'timeline.css'] },
        { search: { view: 'map' }, files: [] },
      ],
    },
  ]);
});

test("a remote's build derives page-chunks.json from the pages its routes export", async () => {
  const outputDir = mkdtempSync(path.join(tmpdir(), 'dd-page-chunks-'));
  try {
    const browser = createRemoteConfig({
      dirname: remoteDir,
      name: 'mfe_meals',
      exposes,
      mode: 'development',
    });
    browser.output.path = outputDir;
    const server = createRemoteServerConfig({
      dirname: remoteDir,
      name: 'mfe_meals',
      exposes,
      mode: 'development',
    });
    server.output.path = path.join(outputDir, 'server');
    const stats = await new Promise((resolve, reject) => {
      const compiler = rspack([browser, server]);
      compiler.run((error, result) =>
        compiler.close(() => (error ? reject(error) : resolve(result))),
      );
    });
    assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
    const { pages } = JSON.parse(readFileSync(path.join(outputDir, 'page-chunks.json'), 'utf8'));
    assert.deepEqual(
      pages.map(({ path: pattern }) => pattern),
      ['/meals', '/meals/new', '/meals/review/:year', '/meals/:id', '/meals/:id/edit'],
    );
    const detail = pages.find(({ path: pattern }) => pattern === '/meals/:id');
    assert.ok(
      detail.files.some((file) => /^meal-page\b.*\.js$/.test(file)),
      detail.files.join(),
    );
    for (const file of detail.files) assert.ok(existsSync(path.join(outputDir, file)), file);
    // The exposed routes are one request: their modules the standalone bootstrap shares stay in them.
    const manifest = JSON.parse(readFileSync(path.join(outputDir, 'mf-manifest.json'), 'utf8'));
    const routes = manifest.exposes.find((expose) => expose.path === './routes');
    assert.equal(routes.assets.js.sync.length, 1, routes.assets.js.sync.join());
    const list = pages.find(({ path: pattern }) => pattern === '/meals');
    assert.deepEqual(list.files, []);
    assert.deepEqual(list.views[0].search, { view: 'timeline' });
    assert.ok(
      list.views[0].files.some((file) => /^timeline-view\b.*\.css$/.test(file)),
      list.views[0].files.join(),
    );
  } finally {
    rmSync(outputDir, { recursive: true, force: true });
  }
});
