import { isUpload } from '../proxy/body-limits';

/** Each class has its own budget: reading is cheap and frequent, uploads are neither. */
export type RequestClass = 'read' | 'write' | 'upload';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function requestClassOf(method: string, path: string): RequestClass {
  if (isUpload(method, path)) return 'upload';
  return READ_METHODS.has(method) ? 'read' : 'write';
}

/**
 * Budgets apply to the API and the public share pages (whose every request
 * reads the database): static files, /config.json and /healthz are cheap.
 */
export function isBudgeted(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path === '/s' || path.startsWith('/s/');
}
