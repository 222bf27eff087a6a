import { websiteHref as contractsWebsiteHref } from '@dd/contracts/rules';

export { appleMapsUrl, googleMapsUrl } from '@dd/contracts/rules';

const WEB_PROTOCOLS = new Set(['http:', 'https:']);

/** The URL when it is an absolute http(s) URL, else undefined (never javascript:, data:, …). */
export function httpUrl(value: string | null | undefined): string | undefined {
  try {
    const url = new URL((value ?? '').trim());
    return WEB_PROTOCOLS.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The link target of a stored website (`https://` added when missing), or none unless it is http(s). */
export function websiteHref(website: string | null | undefined): string | undefined {
  return contractsWebsiteHref(website) ?? undefined;
}

/** A `tel:` link keeping the digits and a leading plus; none when there are no digits. */
export function phoneHref(phone: string | null | undefined): string | undefined {
  const text = (phone ?? '').trim();
  const digits = text.replace(/\D/g, '');
  if (!digits) return undefined;
  return `tel:${text.startsWith('+') ? '+' : ''}${digits}`;
}

export function yelpBusinessUrl(yelpId: string): string {
  return `https://www.yelp.com/biz/${encodeURIComponent(yelpId)}`;
}
