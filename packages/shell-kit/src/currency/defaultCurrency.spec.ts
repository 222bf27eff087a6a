import { defaultCurrency } from './defaultCurrency';

function browserLanguages(languages: string[], language = languages[0] ?? '') {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  jest.spyOn(navigator, 'language', 'get').mockReturnValue(language);
}

afterEach(() => jest.restoreAllMocks());

describe('defaultCurrency', () => {
  it("is the user's own currency when the account has one", async () => {
    browserLanguages(['de-DE']);
    await expect(defaultCurrency({ currency: 'JPY' })).resolves.toBe('JPY');
  });

  it("is the browser's first locale with a currency otherwise", async () => {
    browserLanguages(['de', 'en-US']);
    await expect(defaultCurrency({})).resolves.toBe('EUR');
    await expect(defaultCurrency(null)).resolves.toBe('EUR');
  });

  it('reads navigator.language when the browser lists no languages', async () => {
    browserLanguages([], 'en-GB');
    await expect(defaultCurrency({})).resolves.toBe('GBP');
  });

  it('is USD when no locale names a currency', async () => {
    browserLanguages([], '');
    await expect(defaultCurrency({})).resolves.toBe('USD');
  });
});
