const tails = new Map<string, Promise<unknown>>();

/**
 * Runs `task` while no other task of that name runs, in this tab or another
 * (Web Locks); where the browser has no Web Locks, within this tab only.
 */
export function withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks)
    return navigator.locks.request(name, task) as Promise<T>;
  const previous = tails.get(name) ?? Promise.resolve();
  const next = previous.then(task, task);
  tails.set(
    name,
    next.catch(() => undefined),
  );
  return next;
}
