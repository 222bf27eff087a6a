import { ChildExitedError, ProcessManager } from './processes';

const node = process.execPath;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('ProcessManager', () => {
  let processes: ProcessManager;

  beforeEach(() => {
    processes = new ProcessManager();
  });

  afterEach(async () => {
    await processes.stopAll(100);
  });

  it('stops a running child with SIGTERM', async () => {
    const child = processes.start({
      name: 'sleeper',
      command: node,
      args: ['-e', 'setInterval(() => {}, 1000)'],
      echo: false,
    });

    await processes.stopAll();

    expect(await child.exited).toEqual({ code: null, signal: 'SIGTERM' });
    expect(isAlive(child.pid!)).toBe(false);
    expect(processes.running).toHaveLength(0);
  });

  it('kills a child that ignores SIGTERM once the grace period is over', async () => {
    const child = processes.start({
      name: 'stubborn',
      command: node,
      args: [
        '-e',
        "process.on('SIGTERM', () => {}); console.log('ready'); setInterval(() => {}, 1000)",
      ],
      echo: false,
    });
    await waitFor(() => child.lastLines().includes('ready'));

    await child.stop(200);

    expect((await child.exited).signal).toBe('SIGKILL');
  });

  it('stops the grandchildren too', async () => {
    const parent = processes.start({
      name: 'parent',
      command: node,
      args: [
        '-e',
        "const c = require('child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }); console.log(c.pid); setInterval(() => {}, 1000)",
      ],
      echo: false,
    });
    await waitFor(() => parent.lastLines().length > 0);
    const grandchild = Number(parent.lastLines()[0]);

    await processes.stopAll();

    await waitFor(() => !isAlive(grandchild));
  });

  it('fails the guarded start-up with the last lines of a child that dies', async () => {
    const child = processes.start({
      name: 'crasher',
      command: node,
      args: [
        '-e',
        "console.log('connecting'); console.error('EADDRINUSE 127.0.0.1:3001'); process.exit(3)",
      ],
      echo: false,
    });

    const startup = child.guard(new Promise(() => undefined));

    await expect(startup).rejects.toThrow(ChildExitedError);
    await expect(startup).rejects.toThrow(
      /\[crasher\] exited with code 3 during start-up[\s\S]*EADDRINUSE 127\.0\.0\.1:3001/,
    );
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const giveUpAt = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > giveUpAt) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('ProcessManager.firstUnaskedExit', () => {
  it('reports a child that dies on its own, not one that was stopped', async () => {
    const processes = new ProcessManager();
    const stopped = processes.start({
      name: 'stopped',
      command: node,
      args: ['-e', 'setInterval(() => {}, 1000)'],
      echo: false,
    });
    const crashing = processes.start({
      name: 'crashing',
      command: node,
      args: ['-e', 'setTimeout(() => process.exit(4), 300)'],
      echo: false,
    });
    const watching = processes.firstUnaskedExit();

    await stopped.stop();

    await expect(watching).resolves.toBe(crashing);
    expect(crashing.exitStatus).toEqual({ code: 4, signal: null });
    await processes.stopAll();
  });
});
