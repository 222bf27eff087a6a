const WEB_LINK = /^https?:\/\//i;

/**
 * The URL a link or image in the notes may point to: absolute http(s) only
 * (the product spec: links from user data are web links). Anything else, `javascript:`,
 * `data:` or a relative path, becomes '' and the link is dropped.
 */
export function notesUrl(url: string): string {
  const text = url.trim();
  if (!WEB_LINK.test(text)) return '';
  try {
    const parsed = new URL(text);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? text : '';
  } catch {
    return '';
  }
}
