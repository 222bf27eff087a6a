const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** Content type of a key the service generated, from its extension. */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
