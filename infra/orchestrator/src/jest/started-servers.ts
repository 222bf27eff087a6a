import type { ProcessManager } from '../processes';

interface Stoppable {
  stop(): Promise<void>;
}

interface Registry {
  servers: Stoppable[];
  managers: Set<ProcessManager>;
}

// Jest loads globalSetup and globalTeardown as separate modules; a global keeps
// the handles between them whatever the module cache does.
const KEY = Symbol.for('dd.orchestrator.jest.started-servers');

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [KEY]?: Registry };
  holder[KEY] ??= { servers: [], managers: new Set() };
  return holder[KEY];
}

export function rememberForTeardown(server: Stoppable, processes: ProcessManager): void {
  registry().servers.push(server);
  registry().managers.add(processes);
}

export async function stopRemembered(): Promise<void> {
  const { servers, managers } = registry();
  for (const server of servers.splice(0).reverse()) await server.stop();
  for (const manager of managers) manager.dispose();
  managers.clear();
}
