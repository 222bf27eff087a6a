import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadAll } from 'js-yaml';
import { PrerequisiteError } from '../errors';
import { info } from '../log';
import { findOnPath, isExecutable } from '../net';
import { cacheDir } from '../paths';
import { runOrThrow } from '../processes';

/** The newest kustomize that builds with the Go toolchain CI has (1.26). */
export const KUSTOMIZE_VERSION = 'v5.7.1';
const KUSTOMIZE_MODULE = 'sigs.k8s.io/kustomize/kustomize/v5';

export const KUSTOMIZE_NEEDED =
  'kustomize is needed to render infra/k8s: put it on PATH, set KUSTOMIZE_BIN, or install Go (https://go.dev/dl) to build it';

/** A Kubernetes object as kustomize renders it. */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  [field: string]: unknown;
}

const run = promisify(execFile);

function cachedBinary(cache = cacheDir()): string {
  return path.join(cache, `kustomize-${KUSTOMIZE_VERSION}`, 'kustomize');
}

/**
 * KUSTOMIZE_BIN, then the cached build of KUSTOMIZE_VERSION, built with Go
 * into the cache when missing (about a minute, once). Not `kustomize` from
 * PATH first: every machine renders with the same version.
 */
export async function ensureKustomize(): Promise<string> {
  const fromEnv = process.env.KUSTOMIZE_BIN;
  if (fromEnv) {
    if (await isExecutable(fromEnv)) return fromEnv;
    throw new PrerequisiteError(`KUSTOMIZE_BIN=${fromEnv} is not an executable file`);
  }
  const binary = cachedBinary();
  if (await isExecutable(binary)) return binary;
  const go =
    (await findOnPath('go')) ??
    ((await isExecutable('/usr/local/go/bin/go')) ? '/usr/local/go/bin/go' : undefined);
  if (!go) throw new PrerequisiteError(KUSTOMIZE_NEEDED);
  info(`kustomize ${KUSTOMIZE_VERSION} is not built yet; building it into ${binary}`);
  await runOrThrow(go, ['install', `${KUSTOMIZE_MODULE}@${KUSTOMIZE_VERSION}`], {
    env: { ...process.env, GOBIN: path.dirname(binary), CGO_ENABLED: '0' },
  });
  return binary;
}

/** `kustomize build <dir>`: the objects of a kustomization, as a cluster would get them. */
export async function renderKustomization(dir: string): Promise<K8sObject[]> {
  const kustomize = await ensureKustomize();
  const { stdout } = await run(kustomize, ['build', dir], { maxBuffer: 64 * 1024 * 1024 });
  return loadAll(stdout).filter((doc): doc is K8sObject => doc !== null && typeof doc === 'object');
}
