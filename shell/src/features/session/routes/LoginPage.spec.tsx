import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
