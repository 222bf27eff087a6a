import { currencyOfLocale } from './currencyOfLocale';

describe('currencyOfLocale', () => {
  it.each([
    [['en-US'], 'USD'],
    [['de-DE'], 'EUR'],
    [['en-GB'], 'GBP'],
    [['fr-CH'], 'CHF'],
  ])('reads the region of %j: %s', (tags, currency) => {
    expect(currencyOfLocale(tags)).toBe(currency);
  });

  it("takes a tag without a region at its likeliest region's currency (ja is ja-JP)", () => {
    expect(currencyOfLocale(['ja'])).toBe('JPY');
    expect(currencyOfLocale(['de'])).toBe('EUR');
  });

  it('takes the first tag whose region has a currency, skipping unreadable tags and continents', () => {
    expect(currencyOfLocale(['not a tag', 'es-419', 'en-GB', 'en-US'])).toBe('GBP');
  });

  it('falls back on USD for no tags, unknown regions or unreadable tags', () => {
    expect(currencyOfLocale([])).toBe('USD');
    expect(currencyOfLocale(['en-001', 'es-419'])).toBe('USD');
    expect(currencyOfLocale(['zz-ZZ', '!!'])).toBe('USD');
  });
});

it('skips a region whose currency this browser’s Intl does not know (the API would refuse it)', () => {
  const known = Intl.supportedValuesOf('currency').filter((code) => code !== 'EUR');
  jest.spyOn(Intl, 'supportedValuesOf').mockReturnValue(known);
  jest.isolateModules(() => {
    const fresh = jest.requireActual<typeof import('./currencyOfLocale')>('./currencyOfLocale');
    expect(fresh.currencyOfLocale(['de-DE', 'en-GB'])).toBe('GBP');
  });
  jest.restoreAllMocks();
});
