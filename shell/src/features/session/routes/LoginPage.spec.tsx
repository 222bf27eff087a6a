import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { RequireSignIn, SignedOutOnly, sessionStore } from '@dd/shell-kit';
import { makeToken } from '@dd/shell-kit/testing';
import { LoginPage } from './LoginPage';
import { answer, HttpResponse, renderPage } from './sessionTestHarness';

async function logIn({ rememberMe }: { rememberMe: boolean }) {
  renderPage(<LoginPage />, { path: '/login', at: '/login' });
  await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/), 'analytical-engine');
  if (rememberMe) await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
}

it("shows 'Sign in to your account', required fields and a link to /forgot-password", () => {
  renderPage(<LoginPage />, { path: '/login', at: '/login' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign in to your account');
  expect(screen.getByLabelText(/^Email/)).toBeRequired();
  expect(screen.getByLabelText(/^Password/)).toBeRequired();
  expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'current-password');
  expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
  expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});

it('with remember me, sends only email and password and keeps the token in localStorage', async () => {
  const token = makeToken();
  // Spec §7: the answer is the token itself, a JSON string.
  const sent = answer('post', '/api/auth/login', () => HttpResponse.json(token));
  await logIn({ rememberMe: true });

  expect(await screen.findByRole('heading', { name: 'meals page' })).toBeInTheDocument();
  expect(sent.map(({ body }) => body)).toEqual([
    { email: 'ada@example.com', password: 'analytical-engine' },
  ]);
  expect(localStorage.getItem('token')).toBe(token);
  expect(sessionStorage.getItem('token')).toBeNull();
});

it("without remember me, keeps the token in this tab's sessionStorage", async () => {
  const token = makeToken();
  const sent = answer('post', '/api/auth/login', () => HttpResponse.json(token));
  await logIn({ rememberMe: false });

  expect(await screen.findByRole('heading', { name: 'meals page' })).toBeInTheDocument();
  expect(sent[0].body).not.toHaveProperty('rememberMe');
  expect(sessionStorage.getItem('token')).toBe(token);
  expect(localStorage.getItem('token')).toBeNull();
});

it("shows 'Log In Failed - Try Again' on refusal, stays, and clears it on edit", async () => {
  answer('post', '/api/auth/login', () =>
    HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 }),
  );
  await logIn({ rememberMe: false });

  expect(await screen.findByRole('alert')).toHaveTextContent('Log In Failed - Try Again');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign in to your account');
  expect(localStorage.getItem('token')).toBeNull();
  expect(sessionStorage.getItem('token')).toBeNull();

  await userEvent.type(screen.getByLabelText(/^Password/), '!');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

describe('when a session ends under a page', () => {
  function renderGuardedApp(at: string) {
    return render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route element={<SignedOutOnly />}>
              <Route path="/login" element={<LoginPage />} />
            </Route>
            <Route element={<RequireSignIn />}>
              <Route path="/meals" element={<h1>meals page</h1>} />
              <Route path="/restaurants/:id" element={<h1>restaurant page</h1>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  async function logInAgain() {
    answer('post', '/api/auth/login', () => HttpResponse.json(makeToken()));
    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'analytical-engine');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
  }

  it('says so at /login and returns to that page after logging in', async () => {
    const token = makeToken();
    sessionStore.signIn(token, { persistent: true });
    renderGuardedApp('/restaurants/65a1?view=map');
    expect(screen.getByRole('heading', { name: 'restaurant page' })).toBeInTheDocument();

    act(() => sessionStore.endSession(token)); // the API refused the token
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your session has ended. Please log in again.',
    );

    await logInAgain();
    expect(await screen.findByRole('heading', { name: 'restaurant page' })).toBeInTheDocument();
  });

  it('does not say so to someone who logged out, who goes on to /meals after logging in', async () => {
    sessionStore.signIn(makeToken(), { persistent: true });
    renderGuardedApp('/restaurants/65a1');
    act(() => sessionStore.signOut());
    expect(
      await screen.findByRole('heading', { name: 'Sign in to your account' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await logInAgain();
    expect(await screen.findByRole('heading', { name: 'meals page' })).toBeInTheDocument();
  });

  it('sends a signed-in person opening /login on to /meals', () => {
    sessionStore.signIn(makeToken(), { persistent: true });
    renderGuardedApp('/login');
    expect(screen.getByRole('heading', { name: 'meals page' })).toBeInTheDocument();
  });
});

it('comes back to the same-site page its ?next= names, and passes it on to Create an account', async () => {
  answer('post', '/api/auth/login', () => HttpResponse.json(makeToken()));
  renderPage(<LoginPage />, { path: '/login', at: '/login?next=%2Finvites%2Ftok-1' });
  expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/signup?next=%2Finvites%2Ftok-1',
  );
  await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/), 'analytical-engine');
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
  expect(await screen.findByRole('heading', { name: 'invitation page' })).toBeInTheDocument();
});

it('ignores a ?next= naming another site', async () => {
  answer('post', '/api/auth/login', () => HttpResponse.json(makeToken()));
  renderPage(<LoginPage />, { path: '/login', at: '/login?next=https%3A%2F%2Fevil.example%2F' });
  expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/signup',
  );
  await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/), 'analytical-engine');
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
  expect(await screen.findByRole('heading', { name: 'meals page' })).toBeInTheDocument();
});
