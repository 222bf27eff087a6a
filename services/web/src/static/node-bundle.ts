import { readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { compileFunction } from 'node:vm';

/**
 * Evaluates a build's CommonJS bundle for Node and the chunks it loads from
 * its own folder, each time anew: Node's module cache would keep a chunk of
 * the previous deployment under the same name. Anything else it requires
 * (Node's own modules) comes from Node.
 */
export function evaluateNodeBundle(file: string): unknown {
  const nodeRequire = createRequire(file);
  const modules = new Map<string, { exports: unknown }>();
  const load = (path: string): unknown => {
    const loaded = modules.get(path);
    if (loaded) return loaded.exports;
    const module = { exports: {} as unknown };
    modules.set(path, module);
    const run = compileFunction(
      readFileSync(path, 'utf8'),
      ['exports', 'require', 'module', '__filename', '__dirname'],
      { filename: path },
    );
    const requireFrom = (id: string) =>
      id.startsWith('./') || id.startsWith('../')
        ? load(resolve(dirname(path), id))
        : nodeRequire(id);
    run.call(module.exports, module.exports, requireFrom, module, path, dirname(path));
    return module.exports;
  };
  return load(file);
}

/**
 * A build's Node bundle, evaluated again when its file changes: a remote
 * redeployed alone renders with its new code from the next page on.
 */
export class BundleLoader<T> {
  private readonly loaded = new Map<string, { mtimeMs: number; bundle: T }>();

  constructor(private readonly isBundle: (value: unknown) => value is T) {}

  async read(file: string): Promise<T | undefined> {
    try {
      const { mtimeMs } = await stat(file);
      const cached = this.loaded.get(file);
      if (cached?.mtimeMs === mtimeMs) return cached.bundle;
      const bundle = evaluateNodeBundle(file);
      if (!this.isBundle(bundle)) return undefined;
      this.loaded.set(file, { mtimeMs, bundle });
      return bundle;
    } catch {
      return undefined;
    }
  }
}
