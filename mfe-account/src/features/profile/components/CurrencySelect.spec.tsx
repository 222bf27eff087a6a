import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen, within } from '@testing-library/react';
import { CurrencySelect } from './CurrencySelect';

const options = () =>
  within(screen.getByRole('combobox', { name: 'Default currency' })).getAllByRole('option');

it('renders the chosen currency alone on the server and the whole list once hydrated', async () => {
  const html = renderToString(<CurrencySelect value="EUR" onChange={() => undefined} />);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  expect(options().map((option) => option.textContent)).toEqual(['Euro (EUR)']);

  const recovered: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <CurrencySelect value="EUR" onChange={() => undefined} />, {
      onRecoverableError: (error) => recovered.push(error),
    });
  });
  expect(recovered).toEqual([]);
  expect(options()).toHaveLength(Intl.supportedValuesOf('currency').length);
  expect(screen.getByRole('combobox', { name: 'Default currency' })).toHaveValue('EUR');
  container.remove();
});

it('keeps a saved currency this browser does not know among the options', () => {
  render(<CurrencySelect value="ZZZ" onChange={() => undefined} />);
  expect(screen.getByRole('combobox', { name: 'Default currency' })).toHaveValue('ZZZ');
  expect(options()[0]).toHaveTextContent('(ZZZ)');
});

it('shows a placeholder while the locale currency is not known yet', () => {
  render(<CurrencySelect value={undefined} onChange={() => undefined} />);
  expect(screen.getByRole('combobox', { name: 'Default currency' })).toHaveValue('');
  expect(options()[0]).toHaveTextContent('…');
});
