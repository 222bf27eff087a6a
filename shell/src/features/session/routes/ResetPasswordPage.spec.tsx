import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResetPasswordPage } from './ResetPasswordPage';
import { answer, HttpResponse, renderPage } from './sessionTestHarness';

const RESET_PATH = '/api/auth/reset-password/:token';

afterEach(() => jest.useRealTimers());

function renderReset(user = userEvent.setup()) {
  renderPage(<ResetPasswordPage />, {
    path: '/reset-password/:token',
    at: '/reset-password/abc123',
  });
  return {
    user,
    fill: async (password: string, confirm: string) => {
      await user.type(screen.getByLabelText(/^New Password/), password);
      await user.type(screen.getByLabelText(/^Confirm Password/), confirm);
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    },
  };
}

it("refuses differing passwords with 'Passwords do not match' and sends nothing", async () => {
  const sent = answer('post', RESET_PATH);
  const { fill } = renderReset();
  await fill('new-secret-1', 'new-secret-2');
  expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
  expect(sent).toEqual([]);
});

it('posts the password to the token path, shows the success text and goes to /login after 3 seconds', async () => {
  jest.useFakeTimers();
  const sent = answer('post', RESET_PATH, () =>
    HttpResponse.json({ message: 'Password has been reset' }),
  );
  const { fill } = renderReset(userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
  await fill('new-secret-1', 'new-secret-1');

  expect(await screen.findByRole('status')).toHaveTextContent(
    'Password reset successful! Redirecting to login...',
  );
  expect(sent.map(({ url, body }) => [url.pathname, body])).toEqual([
    ['/api/auth/reset-password/abc123', { password: 'new-secret-1' }],
  ]);

  act(() => jest.advanceTimersByTime(2900));
  expect(screen.queryByRole('heading', { name: 'login page' })).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(100));
  expect(screen.getByRole('heading', { name: 'login page' })).toBeInTheDocument();
});

it("shows the server's message for a refused link", async () => {
  answer('post', RESET_PATH, () =>
    HttpResponse.json({ message: 'This reset link has already been used' }, { status: 400 }),
  );
  const { fill } = renderReset();
  await fill('new-secret-1', 'new-secret-1');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This reset link has already been used',
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reset Password');
});

it('falls back to the invalid-or-expired text when there is no usable server message', async () => {
  // The network fails the first try; the gateway answers the second without a usable message.
  const sent = answer('post', RESET_PATH, () =>
    sent.length === 1
      ? HttpResponse.error()
      : HttpResponse.json({ message: 'Upstream unavailable' }, { status: 502 }),
  );
  const { fill, user } = renderReset();
  await fill('new-secret-1', 'new-secret-1');
  const fallback = 'Failed to reset password. The link may be invalid or expired.';
  expect(await screen.findByRole('alert')).toHaveTextContent(fallback);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(await screen.findByRole('alert')).toHaveTextContent(fallback);
  expect(screen.queryByText('Upstream unavailable')).not.toBeInTheDocument();
});
