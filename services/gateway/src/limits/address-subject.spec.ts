import { addressSubject } from './address-subject';

describe('addressSubject', () => {
  it('keeps an IPv4 address', () => {
    expect(addressSubject('203.0.113.9')).toBe('203.0.113.9');
    expect(addressSubject('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('groups IPv6 addresses by their /64', () => {
    expect(addressSubject('2001:db8:0:42:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:42::/64');
    expect(addressSubject('2001:DB8:0:42::1')).toBe('2001:db8:0:42::/64');
    expect(addressSubject('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressSubject('::1')).toBe('0:0:0:0::/64');
    expect(addressSubject('2001:0db8:0000:0042:0000:0000:0000:0001')).toBe('2001:db8:0:42::/64');
  });
});
