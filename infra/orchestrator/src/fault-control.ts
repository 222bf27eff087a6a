import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitForHttpOk } from './health';
import { ProcessManager, type ManagedProcess, type StartOptions } from './processes';

const RESTART_HEALTH_TIMEOUT_MS = 60_000;

/**
 * A ProcessManager that remembers how it started each named process, so a
 * fault test can stop one (SIGTERM, as an orchestrator would) and start it
 * again exactly as before.
 */
export class RestartableProcesses extends ProcessManager {
  private readonly launches = new Map<string, StartOptions>();

  override start(options: StartOptions): ManagedProcess {
    this.launches.set(options.name, options);
    return super.start(options);
  }

  /** Names of the processes it can start again. */
  get names(): string[] {
    return [...this.launches.keys()];
  }

  /** Stops every running process called `name`, or all its replicas (`name#1`, `name#2`…). */
  async stopNamed(name: string): Promise<void> {
    const names = this.namesOf(name);
    await Promise.all(this.running.filter((p) => names.includes(p.name)).map((p) => p.stop()));
  }

  /** Starts `name` (or each of its replicas) again; see startOne. */
  async startNamed(name: string): Promise<void> {
    await Promise.all(this.namesOf(name).map((one) => this.startOne(one)));
  }

  /** `name` when a process has that name, else the names of its replicas; at least one. */
  private namesOf(name: string): string[] {
    if (this.launches.has(name)) return [name];
    const replicas = this.names.filter((known) => known.startsWith(`${name}#`));
    if (!replicas.length) throw new UnknownProcessError(name, this.names);
    return replicas;
  }

  /**
   * Starts `name` again as it was started first, if it is not running, and
   * waits until it answers `/healthz` when it is an HTTP service (PORT in its env).
   */
  private async startOne(name: string): Promise<void> {
    const launch = this.launchOf(name);
    if (this.running.some((p) => p.name === name)) return;
    const child = this.start(launch);
    const port = launch.env?.PORT;
    if (port)
      await child.guard(
        waitForHttpOk(`http://127.0.0.1:${port}/healthz`, { timeoutMs: RESTART_HEALTH_TIMEOUT_MS }),
      );
  }

  private launchOf(name: string): StartOptions {
    const launch = this.launches.get(name);
    if (!launch) throw new UnknownProcessError(name, this.names);
    return launch;
  }
}

export class UnknownProcessError extends Error {
  override readonly name = 'UnknownProcessError';
  constructor(processName: string, known: readonly string[]) {
    super(`No process called '${processName}' (known: ${known.join(', ')})`);
  }
}

export interface FaultControl {
  /** `POST <url>/processes/<name>/stop` and `…/start`; each answers 204 once done. */
  url: string;
  close(): Promise<void>;
}

/**
 * A loopback-only HTTP control over `processes` for end-to-end fault tests
 * (E2E_CONTROL_URL): stop a named process and start it again.
 */
export async function startFaultControl(
  processes: RestartableProcesses,
  port = 0,
): Promise<FaultControl> {
  const server: Server = createServer((request, response) => {
    const match = /^\/processes\/([^/]+)\/(stop|start)$/.exec(request.url ?? '');
    const reply = (status: number, message?: string) => {
      response.writeHead(status, message ? { 'content-type': 'application/json' } : {});
      response.end(message ? JSON.stringify({ message }) : undefined);
    };
    if (request.method !== 'POST' || !match) return reply(404, 'Not found');
    const name = decodeURIComponent(match[1]!);
    const work = match[2] === 'stop' ? processes.stopNamed(name) : processes.startNamed(name);
    work.then(
      () => reply(204),
      (error: unknown) =>
        reply(
          error instanceof UnknownProcessError ? 404 : 500,
          error instanceof Error ? error.message : String(error),
        ),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
