import fs from 'node:fs';
import path from 'node:path';
import { OrchestratorError } from './errors';
import { waitForHttpOk } from './health';
import { jwtKeyEnv } from './keys';
import { preferredOrFreePort, requireFreePort } from './ports';
import type { ManagedProcess, ProcessManager } from './processes';

/** The backend services, their workspace folder, port variable and default port (docs/platform.md). */
export const SERVICES = [
  { name: 'auth', dir: 'services/auth', portEnv: 'AUTH_PORT', port: 3001, urlEnv: 'AUTH_URL' },
  { name: 'diary', dir: 'services/diary', portEnv: 'DIARY_PORT', port: 3002, urlEnv: 'DIARY_URL' },
  { name: 'media', dir: 'services/media', portEnv: 'MEDIA_PORT', port: 3003, urlEnv: 'MEDIA_URL' },
  { name: 'yelp', dir: 'services/yelp', portEnv: 'YELP_PORT', port: 3004, urlEnv: 'YELP_URL' },
] as const;
export const SANDBOX = {
  name: 'sandbox',
  dir: 'infra/sandbox',
  portEnv: 'SANDBOX_PORT',
  port: 3010,
} as const;
export const GATEWAY = {
  name: 'gateway',
  dir: 'services/gateway',
  portEnv: 'PORT',
  port: 8080,
} as const;

const HEALTH_TIMEOUT_MS = 60_000;

export interface StackOptions {
  root: string;
  processes: ProcessManager;
  mongoUrl: string;
  redisUrl: string;
  /** Where generated JWT keys live (`<repo>/.data/keys`). */
  keyDir: string;
  /** Databases are `<dbPrefix><service>` (default `dining_`). */
  dbPrefix?: string;
  /** Redis key prefix for every service (default `dd:`). */
  redisPrefix?: string;
  /** `fixed`: the configured ports or a clear error; `flexible`: a free port when the configured one is taken. */
  ports?: 'fixed' | 'flexible';
  /** Print the processes' logs (default true). */
  echo?: boolean;
}

export interface RunningStack {
  gatewayUrl: string;
  /** The key that signs tokens the services accept, when known. */
  privateKeyFile?: string;
  processes: ManagedProcess[];
}

interface Component {
  name: string;
  dir: string;
  portEnv: string;
  port: number;
}

/**
 * Starts the sandbox and the four services, waits for their /healthz, then
 * the gateway in front of them. Every process is tracked by `processes`.
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const missing = [SANDBOX, ...SERVICES, GATEWAY]
    .map((component) => entryOf(options.root, component))
    .filter((entry) => !fs.existsSync(entry));
  if (missing.length) throw new OrchestratorError(`Not built: ${missing.join(', ')}`);
  const keys = await jwtKeyEnv(options.keyDir);
  const portFor = (component: Component) => resolvePort(component, options.ports ?? 'fixed');

  const sandboxPort = await portFor(SANDBOX);
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const backends: Launched[] = [launch(options, SANDBOX, sandboxPort, {})];
  const serviceUrls: NodeJS.ProcessEnv = {};
  for (const service of SERVICES) {
    const port = await portFor(service);
    serviceUrls[service.urlEnv] = `http://127.0.0.1:${port}`;
    backends.push(
      launch(options, service, port, {
        MONGO_URL: options.mongoUrl,
        MONGO_DB: `${options.dbPrefix ?? 'dining_'}${service.name}`,
        REDIS_URL: options.redisUrl,
        REDIS_PREFIX: options.redisPrefix ?? 'dd:',
        ...keys.common,
        ...(service.name === 'auth' ? keys.auth : {}),
      }),
    );
  }
  await Promise.all(backends.map(waitUntilHealthy));

  const gatewayPort = await portFor(GATEWAY);
  const gateway = launch(options, GATEWAY, gatewayPort, {
    ...serviceUrls,
    STATIC_ROOT: options.root,
    GEOCODER_URL: `${sandboxUrl}/geocoder`,
    TILE_URL: `${sandboxUrl}/tiles/{z}/{x}/{y}.png`,
  });
  await waitUntilHealthy(gateway);

  return {
    gatewayUrl: `http://127.0.0.1:${gatewayPort}`,
    privateKeyFile: keys.privateKeyFile,
    processes: [...backends, gateway].map(({ child }) => child),
  };
}

interface Launched {
  child: ManagedProcess;
  healthUrl: string;
}

/** Waits for /healthz, failing early with the child's last output if it dies first. */
function waitUntilHealthy({ child, healthUrl }: Launched): Promise<void> {
  return child.guard(waitForHttpOk(healthUrl, { timeoutMs: HEALTH_TIMEOUT_MS }));
}

async function resolvePort(component: Component, mode: 'fixed' | 'flexible'): Promise<number> {
  const configured = Number(process.env[component.portEnv] || component.port);
  return mode === 'fixed'
    ? requireFreePort(configured, component.name, component.portEnv)
    : preferredOrFreePort(configured);
}

function entryOf(root: string, component: Component): string {
  return path.join(root, component.dir, 'dist', 'main.js');
}

function launch(
  options: StackOptions,
  component: Component,
  port: number,
  env: NodeJS.ProcessEnv,
): Launched {
  const child = options.processes.start({
    name: component.name,
    command: process.execPath,
    args: [entryOf(options.root, component)],
    cwd: path.join(options.root, component.dir),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    echo: options.echo,
  });
  return { child, healthUrl: `http://127.0.0.1:${port}/healthz` };
}
