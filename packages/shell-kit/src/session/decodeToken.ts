import type { AuthUser } from '@dd/contracts';

export type DecodedToken = { user: AuthUser | null; exp: number | null };

let lastDecoded: { token: string; decoded: DecodedToken | null } | undefined;

/**
 * Reads a JWT's payload without verifying it: the browser only needs the
 * user and the expiry; the services verify the signature. The session reads
 * the same token at every request and render, so the last one is kept.
 */
export function decodeToken(token: string): DecodedToken | null {
  if (lastDecoded?.token !== token) lastDecoded = { token, decoded: decodePayload(token) };
  return lastDecoded.decoded;
}

function decodePayload(token: string): DecodedToken | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const parsed: unknown = JSON.parse(base64UrlDecode(payload));
    if (!parsed || typeof parsed !== 'object') return null;
    const { user, exp } = parsed as { user?: unknown; exp?: unknown };
    return {
      user: user && typeof user === 'object' ? (user as AuthUser) : null,
      exp: typeof exp === 'number' ? exp : null,
    };
  } catch {
    return null;
  }
}

/** Expiry is in seconds; it is compared in milliseconds (product spec §9). */
export function isExpired(decoded: DecodedToken, now = Date.now()): boolean {
  return decoded.exp !== null && decoded.exp * 1000 < now;
}

function base64UrlDecode(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  // Percent-encode each byte so decodeURIComponent reassembles UTF-8 characters.
  return decodeURIComponent(
    Array.from(binary, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
  );
}
