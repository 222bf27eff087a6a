import { createHash } from 'node:crypto';

/**
 * What tells two requests under one Idempotency-Key apart: a sha256 of the
 * method, the path (with its query) and the request's content as canonical
 * JSON, so the same body with its keys in another order is the same request.
 */
export function requestFingerprint(method: string, path: string, content: unknown): string {
  return createHash('sha256')
    .update(`${method.toUpperCase()} ${path}\n`)
    .update(canonicalJson(content))
    .digest('base64url');
}

/** JSON with every object's keys sorted; bytes (an uploaded file) stand as their sha256. */
export function canonicalJson(content: unknown): string {
  return JSON.stringify(canonical(content)) ?? 'null';
}

function canonical(value: unknown): unknown {
  if (value instanceof Uint8Array) {
    return { sha256: createHash('sha256').update(value).digest('hex') };
  }
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object' || 'toJSON' in value) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}
