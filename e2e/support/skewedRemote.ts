import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { appendFile, copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Route } from '@playwright/test';
import { rspack, type RspackOptions } from '@rspack/core';

const repoRoot = path.resolve(__dirname, '../..');

/** The version a feature team bumped ui-kit to; the shell keeps the one in the repo. */
export const SKEWED_UI_KIT_VERSION = '0.2.0';
/** What the export new in SKEWED_UI_KIT_VERSION renders (a ui-kit Button). */
export const RELEASE_NOTE_TEXT = `Built with ui-kit ${SKEWED_UI_KIT_VERSION}`;
/** The restyle of Button that ships with SKEWED_UI_KIT_VERSION. */
export const SKEWED_BUTTON_LETTER_SPACING = '0.25em';

export interface SkewedRemote {
  /** The remote's built bundle (what would be published under /mfe/meals/). */
  distDir: string;
  /** The ui-kit version the shell was built with. */
  shellUiKitVersion: string;
  /** Serves the bundle in place of the deployed remote (for `page.route('**\/mfe/meals/**')`). */
  serve: (route: Route) => Promise<void>;
  /**
   * Publishes the bundle over the stack's own mfe-meals/dist (the gateway
   * serves it from disk), as a real deployment of the remote alone would;
   * answers the undo, which puts the original files back.
   */
  deploy: () => Promise<() => Promise<void>>;
  remove: () => void;
}

type CreateRemoteConfig = (options: {
  dirname: string;
  name: string;
  exposes: Record<string, string>;
  mode?: 'production' | 'development';
}) => RspackOptions;

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
};

/**
 * What a feature team does on its own: copies ui-kit, bumps it to
 * SKEWED_UI_KIT_VERSION with one new export and a Button restyle, and
 * rebuilds mfe-meals alone against that copy, rendering the new export above
 * its routes. The shell and every other remote stay as built.
 */
export async function buildSkewedMealsRemote(): Promise<SkewedRemote> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'dd-ui-kit-skew-'));
  try {
    const uiKit = path.join(workDir, 'ui-kit');
    cpSync(path.join(repoRoot, 'packages/ui-kit'), uiKit, {
      recursive: true,
      filter: (source) => !/[\\/](node_modules|coverage)$|\.spec\.tsx?$/.test(source),
    });
    const manifestPath = path.join(uiKit, 'package.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { version: string };
    const shellUiKitVersion = manifest.version;
    writeFileSync(
      manifestPath,
      JSON.stringify({ ...manifest, version: SKEWED_UI_KIT_VERSION }, null, 2),
    );
    await mkdir(path.join(uiKit, 'src/ReleaseNote'));
    writeFileSync(
      path.join(uiKit, 'src/ReleaseNote/ReleaseNote.tsx'),
      `import { Button } from '../Button/Button';\n` +
        `export function ReleaseNote() {\n` +
        `  return <Button type="button" variant="secondary">${RELEASE_NOTE_TEXT}</Button>;\n` +
        `}\n`,
    );
    await appendFile(
      path.join(uiKit, 'src/index.ts'),
      `export { ReleaseNote } from './ReleaseNote/ReleaseNote';\n`,
    );
    await appendFile(
      path.join(uiKit, 'src/Button/Button.module.css'),
      `\n.button {\n  letter-spacing: ${SKEWED_BUTTON_LETTER_SPACING};\n}\n`,
    );

    const mealsDir = path.join(repoRoot, 'mfe-meals');
    const routes = path.join(workDir, 'routes.tsx');
    writeFileSync(
      routes,
      `import { ReleaseNote } from '@dd/ui-kit';\n` +
        `import MealsRoutes from ${JSON.stringify(path.join(mealsDir, 'src/routes'))};\n` +
        `export { pages } from ${JSON.stringify(path.join(mealsDir, 'src/routes'))};\n` +
        `export default function SkewedMealsRoutes() {\n` +
        `  return (<><ReleaseNote /><MealsRoutes /></>);\n` +
        `}\n`,
    );

    const buildConfig = pathToFileURL(path.join(repoRoot, 'packages/build-config/index.mjs'));
    const { createRemoteConfig, createRemoteServerConfig } = (await import(buildConfig.href)) as {
      createRemoteConfig: CreateRemoteConfig;
      createRemoteServerConfig: CreateRemoteConfig;
    };
    const distDir = path.join(workDir, 'dist');
    // The browser container, then the Node container the web tier renders with (dist/server).
    for (const [create, outputDir] of [
      [createRemoteConfig, distDir],
      [createRemoteServerConfig, path.join(distDir, 'server')],
    ] as const) {
      const config = create({
        dirname: mealsDir,
        name: 'mfe_meals',
        exposes: { './routes': routes },
        mode: 'production',
      });
      config.output = { ...config.output, path: outputDir };
      delete config.dependencies;
      config.resolve = {
        ...config.resolve,
        alias: {
          ...(config.resolve?.alias as Record<string, string>),
          '@dd/ui-kit$': path.join(uiKit, 'src/index.ts'),
          '@dd/ui-kit/tokens.css$': path.join(uiKit, 'src/tokens.css'),
        },
        // The copy and the wrapper live outside the repository: their imports
        // (react, …) resolve from the repository's packages.
        modules: ['node_modules', path.join(repoRoot, 'node_modules')],
      };
      await runBuild(config);
    }

    return {
      distDir,
      shellUiKitVersion,
      serve: async (route) => {
        const file = new URL(route.request().url()).pathname.replace(/^\/mfe\/meals\//, '');
        const resolved = path.resolve(distDir, file);
        if (!resolved.startsWith(distDir + path.sep)) return route.fulfill({ status: 404 });
        try {
          await route.fulfill({
            body: await readFile(resolved),
            contentType: CONTENT_TYPES[path.extname(resolved)] ?? 'application/octet-stream',
          });
        } catch {
          await route.fulfill({ status: 404 });
        }
      },
      deploy: () => deployOver(distDir, path.join(repoRoot, 'mfe-meals', 'dist')),
      remove: () => rmSync(workDir, { recursive: true, force: true }),
    };
  } catch (error) {
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
}

function runBuild(config: RspackOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const compiler = rspack(config);
    compiler.run((error, stats) =>
      compiler.close(() => {
        if (error) reject(error);
        else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
        else resolve();
      }),
    );
  });
}

/** Copies every file of `from` (folders too) into `to`; the answer restores the files it replaced and removes those it added. */
async function deployOver(from: string, to: string): Promise<() => Promise<void>> {
  const replaced = new Map<string, Buffer>();
  const added: string[] = [];
  const copyInto = async (source: string, target: string): Promise<void> => {
    for (const entry of await readdir(source, { withFileTypes: true })) {
      const file = path.join(target, entry.name);
      if (entry.isDirectory()) {
        await mkdir(file, { recursive: true });
        await copyInto(path.join(source, entry.name), file);
        continue;
      }
      const previous = await readFile(file).catch(() => null);
      if (previous) replaced.set(file, previous);
      else added.push(file);
      await copyFile(path.join(source, entry.name), file);
    }
  };
  await copyInto(from, to);
  return async () => {
    for (const [target, contents] of replaced) await writeFile(target, contents);
    for (const target of added) await rm(target, { force: true });
  };
}
