import fs from 'node:fs';
import path from 'node:path';
import { OrchestratorError } from './errors';
import { waitForHttpOk } from './health';
import { jwtKeyEnv } from './keys';
import { localStackLimits } from './limits';
import { freePort } from './net';
import { preferredOrFreePort, requireFreePort } from './ports';
import type { ManagedProcess, ProcessManager } from './processes';
import { mediaWorkersFromEnv, replicaCountsFromEnv, ServiceReplica } from './replicas';

/**
 * The processes behind the gateway, their workspace folder, port variable and
 * default port (docs/platform.md): the backend services and the web tier.
 */
export const SERVICES = [
  { name: 'auth', dir: 'services/auth', portEnv: 'AUTH_PORT', port: 3001, urlEnv: 'AUTH_URL' },
  { name: 'diary', dir: 'services/diary', portEnv: 'DIARY_PORT', port: 3002, urlEnv: 'DIARY_URL' },
  { name: 'media', dir: 'services/media', portEnv: 'MEDIA_PORT', port: 3003, urlEnv: 'MEDIA_URL' },
  { name: 'yelp', dir: 'services/yelp', portEnv: 'YELP_PORT', port: 3004, urlEnv: 'YELP_URL' },
  { name: 'web', dir: 'services/web', portEnv: 'WEB_PORT', port: 3005, urlEnv: 'WEB_URL' },
] as const;
export type ServiceName = (typeof SERVICES)[number]['name'];
export const SANDBOX = {
  name: 'sandbox',
  dir: 'infra/sandbox',
  portEnv: 'SANDBOX_PORT',
  port: 3010,
} as const;
/** The sandbox's capture SMTP server: auth's and the diary's SMTP_URL in a local stack. */
export const SANDBOX_SMTP = {
  name: 'sandbox SMTP',
  dir: 'infra/sandbox',
  portEnv: 'SANDBOX_SMTP_PORT',
  port: 3025,
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
  /** FerretDB's PostgreSQL database behind mongoUrl, when it is one: the services add their GIN indexes there. */
  mongoPostgresqlUrl?: string;
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
  /**
   * Processes per service (default: REPLICAS / <NAME>_REPLICAS, else 1). The
   * first listens on the service's port, the others on free ports; the
   * gateway balances across them.
   */
  replicas?: Partial<Record<ServiceName, number>>;
  /** Media variants workers as processes of their own (default: MEDIA_WORKERS, else 0: in each media process). */
  mediaWorkers?: number;
}

export interface RunningStack {
  gatewayUrl: string;
  /** The sandbox (stand-in third parties and the captured e-mail outbox). */
  sandboxUrl: string;
  /** The key that signs tokens the services accept, when known. */
  privateKeyFile?: string;
  processes: ManagedProcess[];
  /** Each service's processes, which can be stopped and started again one at a time. */
  replicas: Record<ServiceName, ServiceReplica[]>;
}

interface Component {
  name: string;
  dir: string;
  portEnv: string;
  port: number;
}

/**
 * Starts the sandbox, the four services and the web tier, waits for their
 * /healthz, then the gateway in front of them. Every process is tracked by `processes`.
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
  const smtpPort = await portFor(SANDBOX_SMTP);
  // Known before the services start: auth puts it in the links it e-mails.
  const gatewayPort = await portFor(GATEWAY);
  const backends: Launched[] = [
    launch(options, SANDBOX, sandboxPort, { SANDBOX_SMTP_PORT: String(smtpPort) }),
  ];
  const serviceUrls: NodeJS.ProcessEnv = {};
  const limits = localStackLimits();
  const redisEnv = { REDIS_URL: options.redisUrl, REDIS_PREFIX: options.redisPrefix ?? 'dd:' };
  const replicaCounts = {
    ...replicaCountsFromEnv(
      process.env,
      SERVICES.map((service) => service.name),
    ),
    ...options.replicas,
  };
  const mediaWorkers = options.mediaWorkers ?? mediaWorkersFromEnv(process.env);
  // Every replica's port first: the diary is given media's and yelp's URLs.
  const replicaPorts = new Map<ServiceName, number[]>();
  for (const service of SERVICES) {
    const ports = [await portFor(service)];
    while (ports.length < (replicaCounts[service.name] ?? 1)) ports.push(await freePort());
    replicaPorts.set(service.name, ports);
    serviceUrls[service.urlEnv] = ports.map((port) => `http://127.0.0.1:${port}`).join(',');
  }
  const firstReplicaUrl = (name: ServiceName) => `http://127.0.0.1:${replicaPorts.get(name)![0]}`;
  const replicas = {} as Record<ServiceName, ServiceReplica[]>;
  const workers: ManagedProcess[] = [];
  for (const service of SERVICES) {
    const env: NodeJS.ProcessEnv = {
      MONGO_URL: options.mongoUrl,
      MONGO_DB: `${options.dbPrefix ?? 'dining_'}${service.name}`,
      // Always set: one inherited from the caller's environment (npm test exports its own)
      // would name another FerretDB's PostgreSQL than this stack's MONGO_URL.
      MONGO_POSTGRESQL_URL: options.mongoPostgresqlUrl ?? '',
      ...redisEnv,
      ...limits,
      ...keys.common,
      ...(service.name === 'auth'
        ? {
            ...keys.auth,
            SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
            APP_ORIGIN: `http://127.0.0.1:${gatewayPort}`,
          }
        : {}),
      ...(service.name === 'media'
        ? {
            MEDIA_STORAGE_DIR: uploadsDirOf(options),
            ...(mediaWorkers > 0 ? { MEDIA_WORKER: 'false' } : {}),
          }
        : {}),
      // Auth asks media whose upload a profile picture is.
      ...(service.name === 'auth' ? { MEDIA_URL: firstReplicaUrl('media') } : {}),
      // Exports read photos and categories over the media and yelp services' own APIs;
      // invitations to shared diaries are mailed as auth's reset links are.
      ...(service.name === 'diary'
        ? {
            SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
            APP_ORIGIN: `http://127.0.0.1:${gatewayPort}`,
            MEDIA_URL: firstReplicaUrl('media'),
            YELP_URL: firstReplicaUrl('yelp'),
            EXPORT_DIR: accountDataDirOf(options, 'exports'),
            IMPORT_DIR: accountDataDirOf(options, 'imports'),
          }
        : {}),
      // Pages, files and /config.json; a signed-in page render reads the API through the gateway.
      ...(service.name === 'web'
        ? {
            STATIC_ROOT: options.root,
            API_URL: `http://127.0.0.1:${gatewayPort}`,
            GEOCODER_URL: `${sandboxUrl}/geocoder`,
            TILE_URL: `${sandboxUrl}/tiles/{z}/{x}/{y}.png`,
          }
        : {}),
      // Without a real Yelp key the yelp service talks to the sandbox's Yelp Fusion stand-in.
      ...(service.name === 'yelp' && !process.env.YELP_API_KEY
        ? { YELP_API_URL: `${sandboxUrl}/yelp`, YELP_API_KEY: 'sandbox' }
        : {}),
    };
    const ports = replicaPorts.get(service.name)!;
    const count = ports.length;
    replicas[service.name] = ports.map((port, index) => {
      const name = replicaName(service.name, index, count);
      return new ServiceReplica(
        name,
        `http://127.0.0.1:${port}`,
        () => launch(options, { ...service, name }, port, env).child,
        HEALTH_TIMEOUT_MS,
      );
    });
    // The variants workers take their jobs from Redis and listen on no port.
    if (service.name === 'media')
      for (let index = 0; index < mediaWorkers; index++)
        workers.push(
          launch(
            options,
            { ...service, name: replicaName('media-worker', index, mediaWorkers) },
            0,
            env,
            ['--worker-only'],
          ).child,
        );
  }
  const allReplicas = Object.values(replicas).flat();
  await Promise.all([
    ...backends.map(waitUntilHealthy),
    ...allReplicas.map((replica) => replica.whenHealthy()),
  ]);

  const gateway = launch(options, GATEWAY, gatewayPort, {
    ...serviceUrls,
    // Request budgets (in Redis, shared with every replica) and per-user ones (tokens verified).
    ...redisEnv,
    ...limits,
    ...keys.common,
    // The web tier's render reads come from this host's loopback with the
    // browser's address in X-Forwarded-For (in production: the web pods' network).
    TRUSTED_PROXIES: process.env.TRUSTED_PROXIES || '127.0.0.1,::1',
  });
  await waitUntilHealthy(gateway);

  return {
    gatewayUrl: `http://127.0.0.1:${gatewayPort}`,
    sandboxUrl,
    privateKeyFile: keys.privateKeyFile,
    processes: [
      ...backends.map(({ child }) => child),
      ...allReplicas.map((replica) => replica.process),
      ...workers,
      gateway.child,
    ],
    replicas,
  };
}

/** `diary` alone, `diary#1`, `diary#2`… among several. */
function replicaName(name: string, index: number, count: number): string {
  return count > 1 ? `${name}#${index + 1}` : name;
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

/** Uploaded images of this stack: `<repo>/.data/uploads/<db prefix>`, so bench and e2e runs keep apart from `npm start`. */
function uploadsDirOf(options: StackOptions): string {
  return path.join(
    options.root,
    '.data',
    'uploads',
    (options.dbPrefix ?? 'dining_').replace(/_+$/, ''),
  );
}

function entryOf(root: string, component: Component): string {
  return path.join(root, component.dir, 'dist', 'main.js');
}

function launch(
  options: StackOptions,
  component: Component,
  port: number,
  env: NodeJS.ProcessEnv,
  extraArgs: readonly string[] = [],
): Launched {
  const child = options.processes.start({
    name: component.name,
    command: process.execPath,
    args: [entryOf(options.root, component), ...extraArgs],
    cwd: path.join(options.root, component.dir),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    echo: options.echo,
  });
  return { child, healthUrl: `http://127.0.0.1:${port}/healthz` };
}

/** Finished export zips of this stack: `<repo>/.data/exports/<db prefix>`, beside its uploads. */
function accountDataDirOf(options: StackOptions, kind: 'exports' | 'imports'): string {
  return path.join(options.root, '.data', kind, (options.dbPrefix ?? 'dining_').replace(/_+$/, ''));
}
