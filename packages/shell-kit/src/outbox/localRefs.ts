import { mapStrings, stringsIn } from './jsonStrings';

/**
 * A record or upload made offline has no server id yet: a local ref stands
 * for it in the writes queued after it (`/api/meals/local-…`, a meal's
 * `restaurantId`, a photo's URL) until its create is answered.
 */
const LOCAL_REF = /local-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

export function newLocalRef(): string {
  return `local-${crypto.randomUUID()}`;
}

export function isLocalRef(value: unknown): value is string {
  return typeof value === 'string' && new RegExp(`^${LOCAL_REF.source}$`).test(value);
}

/** Every local ref named anywhere in `value` (strings, arrays, plain objects). */
export function localRefsIn(value: unknown): string[] {
  const found = new Set<string>();
  for (const text of stringsIn(value))
    for (const match of text.matchAll(LOCAL_REF)) found.add(match[0]);
  return [...found];
}

/** `value` with each local ref that `resolved` knows replaced by the server's value, inside strings too. */
export function withResolvedRefs<T>(value: T, resolved: ReadonlyMap<string, string>): T {
  if (resolved.size === 0) return value;
  return mapStrings(value, (text) =>
    text.replace(LOCAL_REF, (ref) => resolved.get(ref) ?? ref),
  ) as T;
}
