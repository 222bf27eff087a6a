import { OrchestratorError } from './errors';
import { waitForHttpOk } from './health';
import type { ManagedProcess } from './processes';

const MAX_REPLICAS = 8;

/**
 * How many processes of each service to run: `REPLICAS=diary=2,media=2`,
 * overridden per service by `<NAME>_REPLICAS` (e.g. `DIARY_REPLICAS=3`).
 * Services not named run once.
 */
export function replicaCountsFromEnv(
  env: NodeJS.ProcessEnv,
  services: readonly string[],
): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(services.map((name) => [name, 1]));
  for (const entry of (env.REPLICAS ?? '').split(',')) {
    if (!entry.trim()) continue;
    const [name, count] = entry.split('=').map((part) => part.trim());
    if (!services.includes(name!))
      throw new OrchestratorError(
        `REPLICAS names an unknown service '${name}' (known: ${services.join(', ')})`,
      );
    counts[name!] = replicaCount(count, `REPLICAS (${name})`);
  }
  for (const name of services) {
    const variable = `${name.toUpperCase()}_REPLICAS`;
    if (env[variable]) counts[name] = replicaCount(env[variable], variable);
  }
  return counts;
}

/** MEDIA_WORKERS: how many media variants workers run as processes of their own (0: inside each media replica). */
export function mediaWorkersFromEnv(env: NodeJS.ProcessEnv): number {
  if (!env.MEDIA_WORKERS) return 0;
  const count = Number(env.MEDIA_WORKERS);
  if (!Number.isInteger(count) || count < 0 || count > MAX_REPLICAS)
    throw new OrchestratorError(`MEDIA_WORKERS must be a whole number from 0 to ${MAX_REPLICAS}`);
  return count;
}

function replicaCount(value: string | undefined, source: string): number {
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > MAX_REPLICAS)
    throw new OrchestratorError(`${source} must be a whole number from 1 to ${MAX_REPLICAS}`);
  return count;
}

/**
 * One running process of a service on a fixed port, which the gateway has in
 * its list: it can be stopped (SIGTERM, so it drains) and started again there.
 */
export class ServiceReplica {
  private current: ManagedProcess;

  constructor(
    /** `diary`, or `diary#2` when the service has several replicas. */
    readonly name: string,
    readonly url: string,
    private readonly launch: () => ManagedProcess,
    private readonly healthTimeoutMs: number,
  ) {
    this.current = launch();
  }

  get process(): ManagedProcess {
    return this.current;
  }

  /** Resolves once GET /healthz answers 200, failing with the process's last output if it dies first. */
  whenHealthy(): Promise<void> {
    return this.current.guard(
      waitForHttpOk(`${this.url}/healthz`, { timeoutMs: this.healthTimeoutMs }),
    );
  }

  /** SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
  stop(graceMs?: number): Promise<void> {
    return this.current.stop(graceMs);
  }

  /** Starts the process again on the same port (after stop()) and waits until it is healthy. */
  async start(): Promise<void> {
    if (!this.current.exitStatus) throw new OrchestratorError(`${this.name} is still running`);
    this.current = this.launch();
    await this.whenHealthy();
  }
}
