import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { answer, HttpResponse, renderPage } from './sessionTestHarness';

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
  const sent = answer('post', '/api/auth/forgot-password', () => HttpResponse.json({ message }));
  await requestLink();

  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent(message);
  expect(status).toHaveTextContent('Check your email for a password reset link.');
  expect(sent.map(({ body }) => body)).toEqual([{ email: 'ada@example.com' }]);
});

it('shows the generic failure text when the request fails', async () => {
  answer('post', '/api/auth/forgot-password', () =>
    HttpResponse.json({ message: 'Too many requests' }, { status: 429 }),
  );
  await requestLink();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to process your request. Please try again.',
  );
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
