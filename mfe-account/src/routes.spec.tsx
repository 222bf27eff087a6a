import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { BreadcrumbProvider, RuntimeConfigProvider, useBreadcrumbState } from '@dd/shell-kit';
import { runtimeConfig } from './features/profile/testing/profileTestHarness';
import AccountRoutes from './routes';

function CrumbTrail() {
  const crumbs = useBreadcrumbState();
  return (
    <nav aria-label="crumbs">
      {crumbs ? crumbs.map((crumb) => crumb.label).join(' > ') : 'from URL'}
    </nav>
  );
}

function renderAt(path: string) {
  return render(
    <RuntimeConfigProvider config={runtimeConfig}>
      <MemoryRouter initialEntries={[path]}>
        <BreadcrumbProvider>
          <CrumbTrail />
          <AccountRoutes />
        </BreadcrumbProvider>
      </MemoryRouter>
    </RuntimeConfigProvider>,
  );
}

it.each([
  ['/profile', 'Edit Profile'],
  ['/tags', 'Tags'],
])('%s shows the heading %s', (path, heading) => {
  renderAt(path);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
});

it("the profile page overrides the breadcrumbs with its single 'Profile' crumb", () => {
  renderAt('/profile');
  expect(screen.getByRole('navigation', { name: 'crumbs' })).toHaveTextContent(/^Profile$/);
});

it('the tags page keeps the URL-derived breadcrumbs', () => {
  renderAt('/tags');
  expect(screen.getByRole('navigation', { name: 'crumbs' })).toHaveTextContent('from URL');
});
