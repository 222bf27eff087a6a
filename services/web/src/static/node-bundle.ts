import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { compileFunction, constants as vmConstants } from 'node:vm';

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
      // A dynamic import() in the bundle (the federation runtime's of Node's
      // own modules) is Node's, as in a module Node loaded itself.
      { filename: path, importModuleDynamically: vmConstants.USE_MAIN_CONTEXT_DEFAULT_LOADER },
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
