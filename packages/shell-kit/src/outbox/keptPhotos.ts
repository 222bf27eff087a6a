import { mapStrings, stringsIn } from './jsonStrings';
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

/**
 * The uploads `write` needs first, for the kept photos its body names, and
 * the write naming their local refs instead of the object URLs.
 */
export function withKeptPhotoUploads(write: OutboxWrite): OutboxWrite[] {
  const urls = new Set(stringsIn(write.body).filter((text) => kept.has(text)));
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
  const withRefs = (value: unknown) => mapStrings(value, (text) => refs.get(text) ?? text);
  const body = withRefs(write.body);
  const preview = write.preview && { ...write.preview, value: withRefs(write.preview.value) };
  return [...uploads, { ...write, body, ...(preview ? { preview } : {}) }];
}
