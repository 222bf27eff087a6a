import fs from 'node:fs';
import path from 'node:path';

export interface Workspace {
  /** Folder relative to the repository root, as listed in its package.json (`services/auth`). */
  dir: string;
  /** Package name (`@dd/auth`). */
  name: string;
  scripts: Record<string, string>;
  /** Names of the workspaces it depends on. */
  dependsOn: string[];
}

interface PackageJson {
  name: string;
  workspaces?: string[];
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

function readPackageJson(dir: string): PackageJson {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
}

/** The root package.json's workspaces, in its order. */
export function loadWorkspaces(root: string): Workspace[] {
  const dirs = readPackageJson(root).workspaces ?? [];
  const packages = dirs.map((dir) => ({ dir, pkg: readPackageJson(path.join(root, dir)) }));
  const names = new Set(packages.map(({ pkg }) => pkg.name));
  return packages.map(({ dir, pkg }) => ({
    dir,
    name: pkg.name,
    scripts: pkg.scripts ?? {},
    dependsOn: Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((dep) =>
      names.has(dep),
    ),
  }));
}

/** Dependencies first; otherwise the given order is kept. */
export function inDependencyOrder(workspaces: readonly Workspace[]): Workspace[] {
  const byName = new Map(workspaces.map((ws) => [ws.name, ws]));
  const ordered: Workspace[] = [];
  const visiting = new Set<string>();
  const visit = (ws: Workspace) => {
    if (ordered.includes(ws)) return;
    if (visiting.has(ws.name)) throw new Error(`Workspace dependency cycle through ${ws.name}`);
    visiting.add(ws.name);
    for (const dep of ws.dependsOn) {
      const target = byName.get(dep);
      if (target) visit(target);
    }
    visiting.delete(ws.name);
    ordered.push(ws);
  };
  workspaces.forEach(visit);
  return ordered;
}

/** The workspace and everything it depends on, transitively. */
export function withDependencies(workspace: Workspace, all: readonly Workspace[]): Workspace[] {
  const byName = new Map(all.map((ws) => [ws.name, ws]));
  const found = new Set<Workspace>();
  const visit = (ws: Workspace) => {
    if (found.has(ws)) return;
    found.add(ws);
    ws.dependsOn.forEach((dep) => {
      const target = byName.get(dep);
      if (target) visit(target);
    });
  };
  visit(workspace);
  return [...found];
}
