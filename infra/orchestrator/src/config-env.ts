import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths';

/**
 * The environment variables a workspace's config reads: the `NAME:` keys of
 * its src/config.ts and of the schema every service shares. For the
 * deployment files' tests (compose, Kubernetes), which must set no name a
 * service would ignore.
 */
export function declaredEnv(workspace: string): Set<string> {
  const sources = [
    path.join(repoRoot, workspace, 'src', 'config.ts'),
    path.join(repoRoot, 'packages', 'nest-common', 'src', 'config', 'service-env.schema.ts'),
  ];
  return new Set(
    sources.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^\s*([A-Z][A-Z0-9_]+):/gm)].map(
        (match) => match[1]!,
      ),
    ),
  );
}
