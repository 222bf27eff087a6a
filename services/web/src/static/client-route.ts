/** Paths the gateway routes elsewhere (or answers itself); never answered with the shell's index.html. */
const RESERVED_PREFIXES = ['/api', '/mfe', '/s'];
const RESERVED_PATHS = ['/config.json', '/healthz'];

export function isReservedPath(path: string): boolean {
  return (
    RESERVED_PATHS.includes(path) ||
    RESERVED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
  );
}

/**
 * Whether a request that matched no file is a browser navigating to one of the
 * shell's client-side routes (e.g. a reload on /meals/123), which the shell's
 * index.html answers (history API fallback).
 */
export function isClientRouteNavigation(path: string, acceptHeader: string | undefined): boolean {
  return !isReservedPath(path) && (acceptHeader ?? '').includes('text/html');
}
