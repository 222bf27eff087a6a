import net from 'node:net';
import { PrerequisiteError } from './errors';
import { freePort } from './net';

/** Whether nothing listens on 127.0.0.1:port. */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The preferred port when free, else any free one. */
export async function preferredOrFreePort(preferred: number): Promise<number> {
  return (await isPortFree(preferred)) ? preferred : freePort();
}

/** The port, or a clear error naming who wanted it and how to move it. */
export async function requireFreePort(
  port: number,
  owner: string,
  envName: string,
): Promise<number> {
  if (await isPortFree(port)) return port;
  throw new PrerequisiteError(
    `Port ${port} for ${owner} is in use: stop what listens there or set ${envName}`,
  );
}
