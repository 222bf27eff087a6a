import type IORedis from 'ioredis';

/** How long a closing queue or worker may still take to finish connecting. */
const READY_WAIT_MS = 5_000;

/** A BullMQ Queue or Worker. */
interface BullMqPart {
  waitUntilReady(): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * Closes BullMQ queues or workers, then the connection they share. Each is
 * first given a moment to finish connecting: BullMQ drops its listeners as
 * it closes, so a connection attempt that fails afterwards (the shared
 * connection quit under it: "Connection is closed") is thrown as an
 * unhandled 'error' (a service stopped just after it started, as in tests).
 */
export async function closeBullMq(
  parts: readonly BullMqPart[],
  connection: IORedis,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, READY_WAIT_MS);
  });
  try {
    await Promise.race([
      Promise.all(parts.map((part) => part.waitUntilReady().catch(() => undefined))),
      waited,
    ]);
  } finally {
    clearTimeout(timer);
  }
  await Promise.all(parts.map((part) => part.close()));
  await connection.quit();
}
