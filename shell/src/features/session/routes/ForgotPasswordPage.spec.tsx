import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { mockFetch, renderPage, sentRequest } from './sessionTestHarness';

const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
});

async function requestLink() {
  renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
  await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
}

it('asks for a required email and links back to login', () => {
  renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
  const email = screen.getByLabelText(/^Email/);
  expect(email).toHaveAttribute('type', 'email');
  expect(email).toBeRequired();
  expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
});

it('sends the email and shows the server message with the check-your-email hint', async () => {
  const message = 'If that address has an account, a reset link is on its way.';
  const fetchMock = mockFetch({ status: 200, body: { message } });
  await requestLink();

  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent(message);
  expect(status).toHaveTextContent('Check your email for a password reset link.');
  expect(sentRequest(fetchMock)).toEqual({
    url: '/api/auth/forgot-password',
    method: 'POST',
    body: { email: 'ada@example.com' },
  });
});

it('shows the generic failure text when the request fails', async () => {
  mockFetch({ status: 429, body: { message: 'Too many requests' } });
  await requestLink();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to process your request. Please try again.',
  );
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
