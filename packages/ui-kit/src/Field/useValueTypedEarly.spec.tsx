import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Input } from './Input';

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
