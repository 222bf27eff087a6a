/**
 * `value` (a write's JSON: strings, arrays, plain objects) with each string
 * replaced by what `replace` answers for it. Not `Object.getPrototypeOf(value)
 * === Object.prototype`: a write read back from IndexedDB may come from
 * another realm. Blobs and other objects stay as they are.
 */
export function mapStrings(value: unknown, replace: (text: string) => string): unknown {
  if (typeof value === 'string') return replace(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, replace));
  if (Object.prototype.toString.call(value) === '[object Object]')
    return Object.fromEntries(
      Object.entries(value as object).map(([key, item]) => [key, mapStrings(item, replace)]),
    );
  return value;
}

/** Every string in `value`, as `mapStrings` walks it. */
export function stringsIn(value: unknown): string[] {
  const found: string[] = [];
  mapStrings(value, (text) => {
    found.push(text);
    return text;
  });
  return found;
}
