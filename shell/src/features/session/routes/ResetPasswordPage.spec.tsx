import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResetPasswordPage } from './ResetPasswordPage';
import { mockFetch, renderPage, sentRequest } from './sessionTestHarness';

const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
  jest.useRealTimers();
});

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
  const fetchMock = mockFetch();
  const { fill } = renderReset();
  await fill('new-secret-1', 'new-secret-2');
  expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
  expect(fetchMock).not.toHaveBeenCalled();
});

it('posts the password to the token path, shows the success text and goes to /login after 3 seconds', async () => {
  jest.useFakeTimers();
  const fetchMock = mockFetch({ status: 200, body: { message: 'Password has been reset' } });
  const { fill } = renderReset(userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
  await fill('new-secret-1', 'new-secret-1');

  expect(await screen.findByRole('status')).toHaveTextContent(
    'Password reset successful! Redirecting to login...',
  );
  expect(sentRequest(fetchMock)).toEqual({
    url: '/api/auth/reset-password/abc123',
    method: 'POST',
    body: { password: 'new-secret-1' },
  });

  act(() => jest.advanceTimersByTime(2900));
  expect(screen.queryByRole('heading', { name: 'login page' })).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(100));
  expect(screen.getByRole('heading', { name: 'login page' })).toBeInTheDocument();
});

it("shows the server's message for a refused link", async () => {
  mockFetch({ status: 400, body: { message: 'This reset link has already been used' } });
  const { fill } = renderReset();
  await fill('new-secret-1', 'new-secret-1');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This reset link has already been used',
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reset Password');
});

it('falls back to the invalid-or-expired text when there is no usable server message', async () => {
  const fetchMock = mockFetch(new TypeError('Failed to fetch'), {
    status: 502,
    body: { message: 'Upstream unavailable' },
  });
  const { fill, user } = renderReset();
  await fill('new-secret-1', 'new-secret-1');
  const fallback = 'Failed to reset password. The link may be invalid or expired.';
  expect(await screen.findByRole('alert')).toHaveTextContent(fallback);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  expect(await screen.findByRole('alert')).toHaveTextContent(fallback);
  expect(screen.queryByText('Upstream unavailable')).not.toBeInTheDocument();
});
