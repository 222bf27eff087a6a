/** Path under which the media service serves uploads (see @dd/contracts UPLOADS_IMAGES_PATH). */
export const UPLOADS_PATH = '/api/uploads/images/';
/** Widths of the WebP variants the media service makes (see @dd/contracts IMAGE_VARIANT_WIDTHS). */
export const VARIANT_WIDTHS = [320, 640, 1280] as const;

/** The file name of an uploads-path URL (`/api/uploads/images/<file>`, absolute or not), else undefined. */
export function uploadsFileName(url: string): string | undefined {
  const path = url.replace(/^https?:\/\/[^/]+/, '').split(/[?#]/)[0] ?? '';
  if (!path.startsWith(UPLOADS_PATH)) return undefined;
  const file = path.slice(UPLOADS_PATH.length);
  return file && !file.includes('/') ? file : undefined;
}

/** `srcset` listing the resized variants of an uploaded image; undefined for other URLs. */
export function variantSrcSet(url: string): string | undefined {
  if (uploadsFileName(url) === undefined) return undefined;
  const base = url.split(/[?#]/)[0];
  return VARIANT_WIDTHS.map((width) => `${base}?w=${width} ${width}w`).join(', ');
}

/** The same upload read straight from the storage bucket (`${storageUrl}/<file>`), for the one retry. */
export function storageFallbackUrl(
  url: string,
  storageUrl: string | undefined,
): string | undefined {
  const file = uploadsFileName(url);
  if (!file || !storageUrl) return undefined;
  return `${storageUrl.replace(/\/+$/, '')}/${file}`;
}
