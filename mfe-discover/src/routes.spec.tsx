import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { BreadcrumbProvider, useBreadcrumbState } from '@dd/shell-kit';
import DiscoverRoutes from './routes';

function CrumbTrail() {
  const crumbs = useBreadcrumbState();
  return (
    <nav aria-label="crumbs">
      {crumbs?.map((crumb) => `${crumb.label}${crumb.to ? `(${crumb.to})` : ''}`).join(' > ')}
    </nav>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <BreadcrumbProvider>
        <CrumbTrail />
        <Routes>
          <Route path="/restaurants/nearby/*" element={<DiscoverRoutes />} />
          <Route path="/" element={<p>home</p>} />
        </Routes>
      </BreadcrumbProvider>
    </MemoryRouter>,
  );
}

it('shows the discover heading at its mount point', () => {
  renderAt('/restaurants/nearby');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    'Discover Nearby Restaurants',
  );
});

it('overrides the breadcrumbs with Restaurants > Discover', () => {
  renderAt('/restaurants/nearby');
  expect(screen.getByRole('navigation', { name: 'crumbs' })).toHaveTextContent(
    'Restaurants(/restaurants) > Discover',
  );
});

it('an unknown sub-path redirects to /', () => {
  renderAt('/restaurants/nearby/whatever');
  expect(screen.getByText('home')).toBeInTheDocument();
});
