import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { CommandFailedError, OrchestratorError } from './errors';
import { prefixed } from './log';

const TAIL_LINES = 40;
const DEFAULT_GRACE_MS = 5000;

export interface StartOptions {
  /** Short name used as the `[name]` log prefix. */
  name: string;
  command: string;
  args?: readonly string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Print the child's output with its prefix (default true). The last lines are kept either way. */
  echo?: boolean;
}

export type ExitStatus = { code: number | null; signal: NodeJS.Signals | null };

/** The child died before the work it was guarding finished (typically start-up). */
export class ChildExitedError extends OrchestratorError {
  override readonly name = 'ChildExitedError';
  constructor(
    readonly processName: string,
    readonly status: ExitStatus,
    readonly lastLines: readonly string[],
  ) {
    const output = lastLines.length
      ? `Last output:\n${lastLines.map((line) => `  ${line}`).join('\n')}`
      : 'It printed nothing.';
    super(`[${processName}] ${describeExit(status)} during start-up. ${output}`);
  }
}

export function describeExit({ code, signal }: ExitStatus): string {
  return signal ? `was killed by ${signal}` : `exited with code ${code}`;
}

/** One child process: its output tail, its exit, and a stop that really stops it. */
export class ManagedProcess {
  readonly exited: Promise<ExitStatus>;
  private status?: ExitStatus;
  private stopRequested = false;
  private readonly tail: string[] = [];

  constructor(
    readonly name: string,
    private readonly child: ChildProcess,
    echo: boolean,
  ) {
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        this.status = { code, signal };
        resolve(this.status);
      });
      child.once('error', (error) => {
        this.record(`failed to start: ${error.message}`, echo);
        this.status = { code: null, signal: null };
        resolve(this.status);
      });
    });
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) =>
        this.record(line, echo),
      );
    }
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get exitStatus(): ExitStatus | undefined {
    return this.status;
  }

  /** Whether it exited on its own rather than through stop(). */
  get exitedUnasked(): boolean {
    return this.status !== undefined && !this.stopRequested;
  }

  lastLines(): string[] {
    return [...this.tail];
  }

  /** Resolves with `work`'s result, or rejects with the child's last output if it exits first. */
  async guard<T>(work: Promise<T>): Promise<T> {
    const died = this.exited.then((status) => {
      throw new ChildExitedError(this.name, status, this.lastLines());
    });
    return Promise.race([work, died]);
  }

  /** SIGTERM to the child's process group, SIGKILL after the grace period. */
  async stop(graceMs = DEFAULT_GRACE_MS): Promise<void> {
    this.stopRequested = true;
    if (this.status) return;
    this.signal('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), graceMs);
    });
    const outcome = await Promise.race([this.exited, timedOut]);
    clearTimeout(timer);
    if (outcome === 'timeout') {
      this.signal('SIGKILL');
      await this.exited;
    }
  }

  /** Synchronous last resort for process 'exit' handlers. */
  killNow(): void {
    this.stopRequested = true;
    if (!this.status) this.signal('SIGKILL');
  }

  private signal(signal: NodeJS.Signals): void {
    const pid = this.child.pid;
    if (pid === undefined) return;
    try {
      // Children lead their own process group, so grandchildren (npm → jest → workers) go too.
      process.kill(-pid, signal);
    } catch {
      try {
        this.child.kill(signal);
      } catch {
        // already gone
      }
    }
  }

  private record(line: string, echo: boolean): void {
    this.tail.push(line);
    if (this.tail.length > TAIL_LINES) this.tail.shift();
    if (echo) process.stdout.write(`${prefixed(this.name, line)}\n`);
  }
}

/** Spawns and tracks children; stops them all, newest first, on demand or on exit. */
export class ProcessManager {
  private readonly processes: ManagedProcess[] = [];
  private removeHandlers?: () => void;

  start(options: StartOptions): ManagedProcess {
    const child = spawn(options.command, [...(options.args ?? [])], {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const managed = new ManagedProcess(options.name, child, options.echo ?? true);
    this.processes.push(managed);
    void managed.exited.then(() => this.forget(managed));
    return managed;
  }

  get running(): readonly ManagedProcess[] {
    return this.processes;
  }

  /** Resolves with the first running child that exits without being asked to. */
  firstUnaskedExit(): Promise<ManagedProcess> {
    return Promise.race(
      this.processes.map(
        (child) =>
          new Promise<ManagedProcess>((resolve) => {
            void child.exited.then(() => {
              if (child.exitedUnasked) resolve(child);
            });
          }),
      ),
    );
  }

  async stopAll(graceMs = DEFAULT_GRACE_MS): Promise<void> {
    for (const managed of [...this.processes].reverse()) await managed.stop(graceMs);
    this.processes.length = 0;
  }

  /**
   * On SIGINT/SIGTERM: stop every child, then exit (130/143). On any other
   * exit: SIGKILL whatever is still running so nothing is left listening.
   */
  stopOnExit(): void {
    if (this.removeHandlers) return;
    let stopping = false;
    const onSignal = (signal: NodeJS.Signals) => {
      // A second Ctrl-C must not kill this process before its children are gone.
      if (stopping) return;
      stopping = true;
      const code = signal === 'SIGINT' ? 130 : 143;
      void this.stopAll().finally(() => process.exit(code));
    };
    const onExit = () => {
      for (const managed of this.processes) managed.killNow();
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    process.once('exit', onExit);
    this.removeHandlers = () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      process.off('exit', onExit);
    };
  }

  dispose(): void {
    this.removeHandlers?.();
    this.removeHandlers = undefined;
  }

  private forget(managed: ManagedProcess): void {
    const index = this.processes.indexOf(managed);
    if (index >= 0) this.processes.splice(index, 1);
  }
}

export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function runCommand(
  command: string,
  args: readonly string[],
  options: RunOptions = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, [...args], {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Like runCommand, but a non-zero exit is an error. */
export async function runOrThrow(
  command: string,
  args: readonly string[],
  options: RunOptions = {},
): Promise<void> {
  const code = await runCommand(command, args, options);
  if (code !== 0)
    throw new CommandFailedError(`\`${[command, ...args].join(' ')}\` exited with code ${code}`);
}
