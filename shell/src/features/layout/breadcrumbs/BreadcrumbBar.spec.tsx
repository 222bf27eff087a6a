import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { BreadcrumbProvider, useBreadcrumbOverride, type Crumb } from '@dd/shell-kit';
import { BreadcrumbBar } from './BreadcrumbBar';

function Override({ crumbs }: { crumbs: Crumb[] }) {
  useBreadcrumbOverride(crumbs);
  return null;
}

function renderAt(path: string, override?: Crumb[]) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <BreadcrumbProvider>
        <BreadcrumbBar />
        {override && <Override crumbs={override} />}
      </BreadcrumbProvider>
    </MemoryRouter>,
  );
}

it('is hidden on the landing page', () => {
  renderAt('/');
  expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
});

it('shows a home link then the URL crumbs, the last one not a link', () => {
  renderAt('/meals/64b7f0c2a1b2c3d4e5f60718');
  const bar = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
  expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  expect(bar.getByRole('link', { name: 'Meals' })).toHaveAttribute('href', '/meals');
  expect(bar.getByText('Meal details')).toHaveAttribute('aria-current', 'page');
  expect(bar.queryByRole('link', { name: 'Meal details' })).not.toBeInTheDocument();
});

it("uses a page's override instead of the URL", () => {
  renderAt('/profile', [{ label: 'Profile' }]);
  const bar = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
  expect(bar.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['', 'Profile']);
});
