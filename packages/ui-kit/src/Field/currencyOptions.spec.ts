import { renderHook } from '@testing-library/react';
import { currencyOption, currencyOptions, useCurrencyOptions } from './currencyOptions';

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

it("keeps a chosen currency this runtime's Intl lacks", () => {
  const { result } = renderHook(() => useCurrencyOptions('ZZZ'));
  expect(result.current[0]).toEqual({ code: 'ZZZ', label: 'ZZZ (ZZZ)' });
  expect(result.current).toHaveLength(Intl.supportedValuesOf('currency').length + 1);
});
