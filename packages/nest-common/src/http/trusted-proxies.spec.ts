import { isAddressOrCidr, parseProxyList, proxyMatcher } from './trusted-proxies';

describe('trusted proxy lists', () => {
  it('parses a comma-separated list, and none as empty', () => {
    expect(parseProxyList(' 10.0.0.7, 172.28.0.0/24 ,')).toEqual(['10.0.0.7', '172.28.0.0/24']);
    expect(parseProxyList('none')).toEqual([]);
  });

  it.each(['10.0.0.7', '::1', '172.28.0.0/24', 'fd00::/8'])('accepts %s', (entry) => {
    expect(isAddressOrCidr(entry)).toBe(true);
  });

  it.each(['gateway', '10.0.0.0/33', '10.0.0.7/8/1', '::1/129', '10.0.0.0/x', ''])(
    'refuses %j',
    (entry) => {
      expect(isAddressOrCidr(entry)).toBe(false);
    },
  );

  it('matches addresses and blocks, IPv4-mapped IPv6 included', () => {
    const trusted = proxyMatcher(['127.0.0.1', '::1', '172.28.0.0/24']);
    expect(trusted('127.0.0.1')).toBe(true);
    expect(trusted('::ffff:127.0.0.1')).toBe(true);
    expect(trusted('::1')).toBe(true);
    expect(trusted('172.28.0.200')).toBe(true);
    expect(trusted('172.28.1.1')).toBe(false);
    expect(trusted('203.0.113.9')).toBe(false);
    expect(trusted(undefined)).toBe(false);
    expect(proxyMatcher([])('127.0.0.1')).toBe(false);
  });
});
