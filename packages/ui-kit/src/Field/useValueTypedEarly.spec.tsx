import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Input } from './Input';
import { Select } from './Select';

function NameForm({ onName }: { onName?: (name: string) => void }) {
  const [name, setName] = useState('');
  return (
    <form>
      <Input
        label="Meal Name"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          onName?.(event.target.value);
        }}
      />
      <output>{name}</output>
    </form>
  );
}

it('keeps what was typed into the server’s HTML before the control hydrated', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<NameForm />);
  container.querySelector('input')!.value = 'Pho tai'; // typed before the code arrived
  const names: string[] = [];

  await act(async () => {
    hydrateRoot(container, <NameForm onName={(name) => names.push(name)} />);
  });

  expect(container.querySelector('input')!.value).toBe('Pho tai');
  expect(container.querySelector('output')!.textContent).toBe('Pho tai');
  expect(names).toEqual(['Pho tai']);
});

it('reports nothing for a control the browser rendered itself', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<NameForm />);
  const names: string[] = [];

  await act(async () => {
    hydrateRoot(container, <NameForm onName={(name) => names.push(name)} />);
  });

  expect(names).toEqual([]);
});

function CurrencyForm({ onCurrency }: { onCurrency?: (currency: string) => void }) {
  const [currency, setCurrency] = useState('USD');
  return (
    <Select
      label="Currency"
      value={currency}
      onChange={(event) => {
        setCurrency(event.target.value);
        onCurrency?.(event.target.value);
      }}
    >
      <option value="EUR">Euro (EUR)</option>
      <option value="USD">US Dollar (USD)</option>
    </Select>
  );
}

it('keeps the option picked in the server’s select before it hydrated', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<CurrencyForm />);
  container.querySelector('select')!.value = 'EUR';
  const currencies: string[] = [];

  await act(async () => {
    hydrateRoot(container, <CurrencyForm onCurrency={(currency) => currencies.push(currency)} />);
  });

  expect(container.querySelector('select')!.value).toBe('EUR');
  expect(currencies).toEqual(['EUR']);
});
