import type { IncomingHttpHeaders } from 'node:http';

export type TrustedProxyCheck = (address: string | undefined) => boolean;

interface PeerAndHeaders {
  socket: { remoteAddress?: string };
  headers: IncomingHttpHeaders | Record<string, string | string[] | undefined>;
}

/**
 * The X-Forwarded-For chain as a proxy (the gateway, the web tier) passes it on, ending with the
 * client: the incoming chain plus the socket peer, minus the trusted proxies
 * at its right end (a load balancer in front appends its own peer, the
 * client; the gateway drops the balancer). With no trusted proxy this is
 * "incoming chain, peer". Entries left of the client are whatever the client
 * sent and are never relied on.
 */
export function forwardedChainOf(request: PeerAndHeaders, isTrusted: TrustedProxyCheck): string[] {
  const header = request.headers['x-forwarded-for'];
  const incoming = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...incoming, request.socket.remoteAddress ?? 'unknown'];
  while (chain.length > 1 && isTrusted(chain[chain.length - 1])) chain.pop();
  return chain;
}

/** The client's address as a proxy establishes it: the last entry of forwardedChainOf. */
export function clientAddressOf(request: PeerAndHeaders, isTrusted: TrustedProxyCheck): string {
  return forwardedChainOf(request, isTrusted).at(-1)!;
}
