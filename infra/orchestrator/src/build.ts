import fs from 'node:fs/promises';
import path from 'node:path';
import { formatDuration, info } from './log';
import { runOrThrow } from './processes';
import { inDependencyOrder, loadWorkspaces, withDependencies, type Workspace } from './workspaces';

/** Written into dist/ after a successful build; its mtime is "built at". */
export const BUILD_STAMP = path.join('dist', '.dd-build-stamp');

const IGNORED_DIRS = new Set([
  'node_modules',
  'dist',
  'coverage',
  '.rspack-cache',
  'test-results',
  'playwright-report',
  'test',
  '__tests__',
]);
const IGNORED_FILE = /\.(spec|test)\.[cm]?[jt]sx?$|\.tsbuildinfo$|\.log$/;
/** Files outside the workspaces that every build reads. */
const SHARED_INPUTS = ['tsconfig.base.json', 'tsconfig.web.json'];

/** Whether the workspace's build script produces output (rather than only type-checking). */
export function emitsBuild(workspace: Workspace): boolean {
  const build = workspace.scripts.build;
  return Boolean(build) && !build!.includes('--noEmit') && !build!.startsWith('node --check');
}

/** A build is stale when it never finished or an input changed after it did. */
export function isStale(newestInput: number, builtAt: number | undefined): boolean {
  return builtAt === undefined || newestInput > builtAt;
}

/** Newest mtime (ms) among the files under `paths`, skipping outputs, dependencies and tests. */
export async function newestMtime(paths: readonly string[]): Promise<number> {
  let newest = 0;
  const visit = async (file: string): Promise<void> => {
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat) return;
    if (!stat.isDirectory()) {
      if (!IGNORED_FILE.test(file)) newest = Math.max(newest, stat.mtimeMs);
      return;
    }
    for (const entry of await fs.readdir(file)) {
      if (!IGNORED_DIRS.has(entry)) await visit(path.join(file, entry));
    }
  };
  for (const file of paths) await visit(file);
  return newest;
}

async function builtAt(root: string, workspace: Workspace): Promise<number | undefined> {
  const stat = await fs.stat(path.join(root, workspace.dir, BUILD_STAMP)).catch(() => undefined);
  return stat?.mtimeMs;
}

/** Reason to build `workspace`, or undefined when its output is up to date. */
export async function staleReason(
  root: string,
  workspace: Workspace,
  all: readonly Workspace[],
): Promise<string | undefined> {
  const built = await builtAt(root, workspace);
  if (built === undefined) return 'not built yet';
  // Source-consumed packages (shell-kit, ui-kit) and built ones alike: any change in what it imports counts.
  const inputs = [
    ...withDependencies(workspace, all).map((ws) => path.join(root, ws.dir)),
    ...SHARED_INPUTS.map((file) => path.join(root, file)),
  ];
  return isStale(await newestMtime(inputs), built) ? 'sources changed' : undefined;
}

export interface BuildOptions {
  /** Only these workspaces (folders) and what they depend on; all when omitted. */
  only?: readonly string[];
}

/** Runs `npm run build -w <ws>` in dependency order for every stale workspace. Returns the folders built. */
export async function buildStale(root: string, options: BuildOptions = {}): Promise<string[]> {
  const all = loadWorkspaces(root);
  const wanted = options.only
    ? new Set(
        all
          .filter((ws) => options.only!.includes(ws.dir))
          .flatMap((ws) => withDependencies(ws, all)),
      )
    : new Set(all);
  const built: string[] = [];
  for (const workspace of inDependencyOrder(all)) {
    if (!wanted.has(workspace) || !emitsBuild(workspace)) continue;
    const reason = await staleReason(root, workspace, all);
    if (!reason) continue;
    info(`building ${workspace.dir} (${reason})`);
    const started = Date.now();
    await runOrThrow('npm', ['run', 'build', '-w', workspace.dir], { cwd: root });
    const stamp = path.join(root, workspace.dir, BUILD_STAMP);
    await fs.mkdir(path.dirname(stamp), { recursive: true });
    await fs.writeFile(stamp, `${new Date().toISOString()}\n`);
    info(`built ${workspace.dir} in ${formatDuration(Date.now() - started)}`);
    built.push(workspace.dir);
  }
  return built;
}

/** Whether node_modules is missing or older than package-lock.json. */
export async function dependenciesStale(root: string): Promise<boolean> {
  // npm rewrites node_modules/.package-lock.json on every install.
  const installed = await fs
    .stat(path.join(root, 'node_modules', '.package-lock.json'))
    .catch(() => undefined);
  if (!installed) return true;
  const lock = await fs.stat(path.join(root, 'package-lock.json')).catch(() => undefined);
  return lock !== undefined && lock.mtimeMs > installed.mtimeMs;
}

/**
 * `npm install` when the installed dependencies are missing or older than the
 * lock. Not `npm ci`: see .ci/run for why the lock cannot satisfy its check.
 */
export async function ensureDependencies(root: string): Promise<void> {
  if (!(await dependenciesStale(root))) return;
  info('installing dependencies (npm install)');
  await runOrThrow('npm', ['install', '--no-audit', '--no-fund'], { cwd: root });
}
