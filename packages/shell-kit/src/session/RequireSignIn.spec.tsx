import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { makeToken } from '../testing/makeToken';
import { RequireSignIn } from './RequireSignIn';
import { sessionStore } from './sessionStore';

function renderGuarded() {
  const pages: string[] = [];
  function Page({ name }: { name: string }) {
    const { pathname } = useLocation();
    if (pages.at(-1) !== pathname) pages.push(pathname);
    return <h1>{name}</h1>;
  }
  render(
    <MemoryRouter initialEntries={['/meals']}>
      <Routes>
        <Route element={<RequireSignIn />}>
          <Route path="/meals" element={<Page name="Meals" />} />
        </Route>
        <Route path="/login" element={<Page name="Log in" />} />
      </Routes>
    </MemoryRouter>,
  );
  return pages;
}

it('shows the guarded page to a signed-in user', () => {
  sessionStore.signIn(makeToken(), { persistent: true });
  renderGuarded();
  expect(screen.getByRole('heading')).toHaveTextContent('Meals');
});

it('sends a visitor to /login', () => {
  expect(renderGuarded()).toEqual(['/login']);
});

it('leaves the page for /login once when the session ends under it', () => {
  const token = makeToken();
  sessionStore.signIn(token, { persistent: true });
  const pages = renderGuarded();
  act(() => {
    sessionStore.endSession(token);
    sessionStore.endSession(token);
  });
  expect(screen.getByRole('heading')).toHaveTextContent('Log in');
  expect(pages).toEqual(['/meals', '/login']);
});
