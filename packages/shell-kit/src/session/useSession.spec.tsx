import { act, renderHook } from '@testing-library/react';
import { useSession } from './useSession';
import { sessionStore } from './sessionStore';
import { makeToken, testUser } from '../testing/makeToken';

const fetchMock = jest.fn();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

it('reports signed out, then follows a sign-in', () => {
  const { result } = renderHook(() => useSession());
  expect(result.current).toMatchObject({ token: null, user: null, isSignedIn: false });
  const token = makeToken();
  act(() => sessionStore.signIn(token, { persistent: false }));
  expect(result.current).toMatchObject({ token, user: testUser, isSignedIn: true });
});

it('signOut posts /api/auth/logout with the token, then clears both stores', async () => {
  const token = makeToken();
  sessionStore.signIn(token, { persistent: true });
  fetchMock.mockResolvedValue({
    ok: true,
    status: 200,
    text: async () => JSON.stringify({ message: 'Logged out' }),
  });
  const { result } = renderHook(() => useSession());
  await act(() => result.current.signOut());
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/auth/logout',
    expect.objectContaining({
      method: 'POST',
      headers: expect.objectContaining({ Authorization: `Bearer ${token}` }),
    }),
  );
  expect(result.current.isSignedIn).toBe(false);
  expect(localStorage.getItem('token')).toBeNull();
});

it('signOut clears the session even when the logout call fails', async () => {
  sessionStore.signIn(makeToken(), { persistent: false });
  localStorage.setItem('token', makeToken());
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  const { result } = renderHook(() => useSession());
  await act(() => result.current.signOut());
  expect(result.current.isSignedIn).toBe(false);
  expect(localStorage.getItem('token')).toBeNull();
  expect(sessionStorage.getItem('token')).toBeNull();
});

it('follows a refreshed user while the token stays the same', () => {
  sessionStore.signIn(makeToken(), { persistent: true });
  const { result } = renderHook(() => useSession());
  act(() => sessionStore.refresh({ user: { ...testUser, fullName: 'Ada King' } }));
  expect(result.current.user?.fullName).toBe('Ada King');
});
