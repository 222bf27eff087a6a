import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import MealsRoutes from './routes';

function CurrentPath() {
  return <output>{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/meals/*" element={<MealsRoutes />} />
        <Route path="/" element={<CurrentPath />} />
      </Routes>
    </MemoryRouter>,
  );
}

it.each([
  ['/meals', 'Meals'],
  ['/meals/new', 'Add New Meal'],
  ['/meals/new?restaurantId=64b7f0c2a1b2c3d4e5f60718', 'Add New Meal'],
  ['/meals/64b7f0c2a1b2c3d4e5f60718', 'Meal details'],
  ['/meals/64b7f0c2a1b2c3d4e5f60718/edit', 'Edit Meal'],
])('%s shows the heading %s', (path, heading) => {
  renderAt(path);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
});

it('an unknown path under /meals redirects to /', () => {
  renderAt('/meals/1/edit/extra');
  expect(screen.getByRole('status')).toHaveTextContent(/^\/$/);
});
