import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repoRoot });

/** The import-boundary messages the repo's ESLint config gives `source` as the file `file`. */
async function boundaryErrors(file, source) {
  const [result] = await eslint.lintText(source, { filePath: path.join(repoRoot, file) });
  return result.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const importing = (specifier) => `import thing from '${specifier}';\nexport { thing };\n`;

async function assertRefused(file, specifier, reason) {
  const errors = await boundaryErrors(file, importing(specifier));
  assert.equal(errors.length, 1, `${file} importing ${specifier} should be refused`);
  assert.match(errors[0], reason);
}

async function assertAllowed(file, specifier) {
  assert.deepEqual(
    await boundaryErrors(file, importing(specifier)),
    [],
    `${file} may import ${specifier}`,
  );
}

const FEATURE_FILE = 'mfe-restaurants/src/features/restaurants/routes/RestaurantListPage.tsx';
const INTERNALS = /through its index/;
const APP = /Apps are deployed alone/;
const ESCAPE = /leaves the workspace/;

test('a feature imports another feature through its index only', async () => {
  await assertRefused(FEATURE_FILE, '../../restaurant-editor/api/saveRestaurant', INTERNALS);
  await assertRefused(FEATURE_FILE, '../../../features/restaurant-editor/model/draft', INTERNALS);
  await assertRefused(
    'shell/src/features/remotes/RemoteRoutes.tsx',
    '../layout/PageLoading',
    INTERNALS,
  );
  await assertRefused(
    'mfe-meals/src/features/meals/components/cards/MealCard.tsx',
    '../../../tags/api/tagsApi',
    INTERNALS,
  );
  await assertAllowed(FEATURE_FILE, '../../restaurant-editor');
  await assertAllowed(FEATURE_FILE, '../../../features/restaurant-editor');
  await assertAllowed(FEATURE_FILE, '../api/restaurantsApi');
  await assertAllowed(FEATURE_FILE, '../components/RestaurantCard');
  await assertAllowed(FEATURE_FILE, '../../../assets/pin.svg');
  await assertAllowed('shell/src/features/remotes/RemoteRoutes.tsx', '../layout');
});

test('the boundary holds for re-exports too', async () => {
  const errors = await boundaryErrors(
    'mfe-meals/src/features/meals/index.ts',
    "export { tagsQuery } from '../tags/api/tagsApi';\n",
  );
  assert.equal(errors.length, 1);
  assert.match(errors[0], INTERNALS);
});

test('a remote imports neither another remote nor the shell', async () => {
  await assertRefused(FEATURE_FILE, '@dd/mfe-meals', APP);
  await assertRefused('mfe-meals/src/routes.tsx', '@dd/mfe-restaurants/src/routes', APP);
  await assertRefused('mfe-account/src/routes.tsx', '@dd/shell', APP);
  await assertRefused(FEATURE_FILE, '../../../../../mfe-meals/src/routes', ESCAPE);
  await assertRefused('mfe-meals/src/routes.tsx', '../../shell/src/app/App', ESCAPE);
  await assertAllowed(FEATURE_FILE, '@dd/diary-ui');
  await assertAllowed(FEATURE_FILE, '@dd/shell-kit');
  await assertAllowed('mfe-meals/src/routes.tsx', './features/meals');
});

test('the shell imports no remote', async () => {
  await assertRefused('shell/src/app/routes.tsx', '@dd/mfe-restaurants', APP);
  await assertRefused('shell/src/app/routes.tsx', '../../../mfe-meals/src/routes', ESCAPE);
  await assertAllowed('shell/src/app/routes.tsx', '../features/layout');
});

test('a package imports no app', async () => {
  await assertRefused('packages/diary-ui/src/thumbs/ThumbsControl.tsx', '@dd/mfe-restaurants', APP);
  await assertRefused('packages/shell-kit/src/index.ts', '@dd/shell/src/app/App', APP);
  await assertRefused('packages/ui-kit/src/index.ts', '@dd/gateway', APP);
  await assertRefused('packages/diary-ui/src/index.ts', '../../../mfe-meals/src/routes', ESCAPE);
  await assertAllowed('packages/diary-ui/src/thumbs/ThumbsControl.tsx', '@dd/ui-kit');
  await assertAllowed('packages/diary-ui/src/thumbs/ThumbsControl.tsx', '../lists/listStatus');
});

test('the diary UI package gets the browser globals and the hooks rules', async () => {
  const [result] = await eslint.lintText(
    "import { useState } from 'react';\nexport function f(on: boolean) {\n  if (on) useState(window.innerWidth);\n}\n",
    { filePath: path.join(repoRoot, 'packages/diary-ui/src/f.tsx') },
  );
  assert.deepEqual(
    result.messages.map((message) => message.ruleId),
    ['react-hooks/rules-of-hooks'],
  );
});
