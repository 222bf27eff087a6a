import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import {
  BreadcrumbProvider,
  useBreadcrumbOverride,
  useBreadcrumbState,
  type Crumb,
} from './BreadcrumbContext';

function CrumbProbe() {
  const crumbs = useBreadcrumbState();
  return (
    <output>
      {crumbs ? crumbs.map((c) => `${c.label}${c.to ? `@${c.to}` : ''}`).join(' > ') : 'derived'}
    </output>
  );
}

function Page({ crumbs }: { crumbs: Crumb[] | null }) {
  useBreadcrumbOverride(crumbs);
  return null;
}

it('exposes the crumbs a mounted page sets and drops them when it unmounts', () => {
  const { rerender } = render(
    <BreadcrumbProvider>
      <CrumbProbe />
      <Page crumbs={[{ label: 'Meals', to: '/meals' }, { label: 'Pho' }]} />
    </BreadcrumbProvider>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Meals@/meals > Pho');

  rerender(
    <BreadcrumbProvider>
      <CrumbProbe />
    </BreadcrumbProvider>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('derived');
});

it('null keeps the URL-derived crumbs', () => {
  render(
    <BreadcrumbProvider>
      <CrumbProbe />
      <Page crumbs={null} />
    </BreadcrumbProvider>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('derived');
});

it('an inline array literal does not loop and follows content changes', () => {
  function Counter() {
    const [name, setName] = useState('Pho');
    useBreadcrumbOverride([{ label: 'Meals', to: '/meals' }, { label: name }]);
    return <button onClick={() => setName('Ramen')}>rename</button>;
  }
  render(
    <BreadcrumbProvider>
      <CrumbProbe />
      <Counter />
    </BreadcrumbProvider>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Meals@/meals > Pho');
  fireEvent.click(screen.getByRole('button'));
  expect(screen.getByRole('status')).toHaveTextContent('Meals@/meals > Ramen');
});

it('is a no-op outside a provider', () => {
  expect(() => render(<Page crumbs={[{ label: 'Profile' }]} />)).not.toThrow();
});
