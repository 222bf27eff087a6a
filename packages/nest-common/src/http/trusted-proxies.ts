import { BlockList, isIP } from 'node:net';

/** The word that stands for an empty list in TRUSTED_PROXIES (an empty variable means "default"). */
export const NO_TRUSTED_PROXIES = 'none';

/** Where a service trusts X-Forwarded-For from by default: the gateway on the same host. */
export const LOOPBACK_PROXIES: readonly string[] = ['127.0.0.1', '::1'];

/**
 * Whether `entry` is an address (`10.0.0.7`, `::1`) or a CIDR block
 * (`172.28.0.0/24`, `fd00::/8`), as TRUSTED_PROXIES lists them.
 */
export function isAddressOrCidr(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** `"10.0.0.7, 172.28.0.0/24"` → the entries; `none` → []. Entries are not validated here. */
export function parseProxyList(text: string): string[] {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length === 1 && entries[0]!.toLowerCase() === NO_TRUSTED_PROXIES ? [] : entries;
}

/** A predicate answering whether an address belongs to the list (IPv4-mapped IPv6 included). */
export function proxyMatcher(entries: readonly string[]): (address: string | undefined) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/') as [string, string | undefined];
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    if (!address || !isIP(address)) return false;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    if (mapped) return list.check(mapped, 'ipv4');
    return list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
  };
}
