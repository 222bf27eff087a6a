import { currencyOption, currencyOptions } from './currencyOptions';

it('labels a currency with its English name and its code', () => {
  expect(currencyOption('USD')).toEqual({ code: 'USD', label: 'US Dollar (USD)' });
  expect(currencyOption('EUR')).toEqual({ code: 'EUR', label: 'Euro (EUR)' });
});

it('offers every currency Intl knows, by name, the same list each time', () => {
  const options = currencyOptions();
  expect(options.map(({ code }) => code).sort()).toEqual(Intl.supportedValuesOf('currency'));
  const labels = options.map(({ label }) => label);
  expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en-US')));
  expect(currencyOptions()).toBe(options);
});
