import {
  appleMapsUrl,
  googleMapsUrl,
  httpUrl,
  phoneHref,
  websiteHref,
  yelpBusinessUrl,
} from './links';

describe('websiteHref', () => {
  it('adds https:// when the scheme is missing', () => {
    expect(websiteHref('chezpanisse.com')).toBe('https://chezpanisse.com/');
    expect(websiteHref(' example.com:8080/menu ')).toBe('https://example.com:8080/menu');
  });

  it('keeps http and https addresses', () => {
    expect(websiteHref('http://example.com/a?b=1')).toBe('http://example.com/a?b=1');
    expect(websiteHref('HTTPS://Example.com')).toBe('https://example.com/');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'mailto:owner@example.com',
    'https://',
  ])('gives no link for %s', (website) => {
    expect(websiteHref(website)).toBeUndefined();
  });

  it('gives no link for an empty website', () => {
    expect(websiteHref('')).toBeUndefined();
    expect(websiteHref('   ')).toBeUndefined();
    expect(websiteHref(null)).toBeUndefined();
  });
});

describe('phoneHref', () => {
  it('keeps the digits and a leading plus', () => {
    expect(phoneHref('(510) 548-5525')).toBe('tel:5105485525');
    expect(phoneHref('+1 510 548 5525')).toBe('tel:+15105485525');
  });

  it('gives no link without digits', () => {
    expect(phoneHref('call us')).toBeUndefined();
    expect(phoneHref('')).toBeUndefined();
  });
});

describe('maps and Yelp links', () => {
  it('search the address on Google Maps and Apple Maps', () => {
    expect(googleMapsUrl('1517 Shattuck Ave, Berkeley & Co')).toBe(
      'https://www.google.com/maps/search/?api=1&query=1517%20Shattuck%20Ave%2C%20Berkeley%20%26%20Co',
    );
    expect(appleMapsUrl('1517 Shattuck Ave')).toBe(
      'https://maps.apple.com/?q=1517%20Shattuck%20Ave',
    );
  });

  it('encodes the Yelp business id', () => {
    expect(yelpBusinessUrl('chez-panisse-berkeley')).toBe(
      'https://www.yelp.com/biz/chez-panisse-berkeley',
    );
    expect(yelpBusinessUrl('café/../x')).toBe('https://www.yelp.com/biz/caf%C3%A9%2F..%2Fx');
  });
});

describe('httpUrl', () => {
  it('keeps absolute http(s) URLs only', () => {
    expect(httpUrl('https://www.yelp.com/biz/x?hrid=1')).toBe('https://www.yelp.com/biz/x?hrid=1');
    expect(httpUrl('javascript:alert(1)')).toBeUndefined();
    expect(httpUrl('/relative')).toBeUndefined();
    expect(httpUrl(undefined)).toBeUndefined();
  });
});
