import { newLocalRef } from './localRefs';
import type { OutboxWrite } from './outboxEntry';

/**
 * Photos picked while there is no network, by the object URL the form shows
 * them with. A write that names one queues the photo's upload before itself
 * and names the upload's local ref instead.
 */
const kept = new Map<string, File>();

/** Keeps `file` on the device until a write names it; answers the URL that shows it meanwhile. */
export function keepPhoto(file: File): string {
  const url = URL.createObjectURL(file);
  kept.set(url, file);
  return url;
}

function keptUrlsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (kept.has(value)) found.add(value);
  } else if (Array.isArray(value)) value.forEach((item) => keptUrlsIn(item, found));
  else if (Object.prototype.toString.call(value) === '[object Object]')
    Object.values(value as object).forEach((item) => keptUrlsIn(item, found));
  return found;
}

function replaceStrings(value: unknown, replacements: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') return replacements.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => replaceStrings(item, replacements));
  if (Object.prototype.toString.call(value) === '[object Object]')
    return Object.fromEntries(
      Object.entries(value as object).map(([key, item]) => [
        key,
        replaceStrings(item, replacements),
      ]),
    );
  return value;
}

/**
 * The uploads `write` needs first, for the kept photos its body names, and
 * the write naming their local refs instead of the object URLs.
 */
export function withKeptPhotoUploads(write: OutboxWrite): OutboxWrite[] {
  const urls = keptUrlsIn(write.body);
  if (urls.size === 0) return [write];
  const refs = new Map<string, string>();
  const of = write.label.charAt(0).toLowerCase() + write.label.slice(1);
  const uploads: OutboxWrite[] = [...urls].map((url) => {
    const ref = newLocalRef();
    refs.set(url, ref);
    return {
      method: 'POST',
      path: '/api/uploads/proxy',
      file: kept.get(url)!,
      creates: { ref, field: 'fileUrl' },
      label: `Photo of ${of}`,
    };
  });
  const body = replaceStrings(write.body, refs);
  const preview = write.preview && {
    ...write.preview,
    value: replaceStrings(write.preview.value, refs),
  };
  return [...uploads, { ...write, body, ...(preview ? { preview } : {}) }];
}
