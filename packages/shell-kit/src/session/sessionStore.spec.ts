import { sessionStore } from './sessionStore';
import { makeToken, testUser } from '../testing/makeToken';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

it('keeps a persistent token in localStorage and the user from its claim', () => {
  const token = makeToken();
  sessionStore.signIn(token, { persistent: true });
  expect(localStorage.getItem('token')).toBe(token);
  expect(sessionStorage.getItem('token')).toBeNull();
  expect(JSON.parse(localStorage.getItem('user')!)).toEqual(testUser);
  expect(sessionStore.getToken()).toBe(token);
  expect(sessionStore.getUser()).toEqual(testUser);
});

it('keeps a non-persistent token in sessionStorage only', () => {
  const token = makeToken();
  sessionStore.signIn(token, { persistent: false });
  expect(sessionStorage.getItem('token')).toBe(token);
  expect(localStorage.getItem('token')).toBeNull();
  expect(sessionStore.getToken()).toBe(token);
});

it('signing in again replaces a token held in the other store', () => {
  sessionStore.signIn(makeToken(), { persistent: true });
  const second = makeToken({ ...testUser, fullName: 'Grace Hopper' });
  sessionStore.signIn(second, { persistent: false });
  expect(localStorage.getItem('token')).toBeNull();
  expect(sessionStore.getToken()).toBe(second);
  expect(sessionStore.getUser()?.fullName).toBe('Grace Hopper');
});

it('removes an expired token from both stores and reports signed out', () => {
  const expired = makeToken(testUser, -1);
  localStorage.setItem('token', expired);
  sessionStorage.setItem('token', expired);
  localStorage.setItem('user', JSON.stringify(testUser));
  expect(sessionStore.getToken()).toBeNull();
  expect(sessionStore.getUser()).toBeNull();
  expect(localStorage.getItem('token')).toBeNull();
  expect(sessionStorage.getItem('token')).toBeNull();
});

it('treats an unreadable token as signed out', () => {
  localStorage.setItem('token', 'not-a-jwt');
  expect(sessionStore.getToken()).toBeNull();
  expect(localStorage.getItem('token')).toBeNull();
});

it('decodes UTF-8 names from the token', () => {
  sessionStore.signIn(makeToken({ ...testUser, fullName: 'Zoë Ñandú' }), {
    persistent: true,
  });
  expect(sessionStore.getUser()?.fullName).toBe('Zoë Ñandú');
});

it('signOut clears both stores and notifies subscribers', () => {
  const listener = jest.fn();
  const unsubscribe = sessionStore.subscribe(listener);
  sessionStore.signIn(makeToken(), { persistent: true });
  sessionStorage.setItem('token', makeToken());
  sessionStore.signOut();
  expect(localStorage.getItem('token')).toBeNull();
  expect(sessionStorage.getItem('token')).toBeNull();
  expect(localStorage.getItem('user')).toBeNull();
  expect(listener).toHaveBeenCalledTimes(2);
  unsubscribe();
  sessionStore.signIn(makeToken(), { persistent: true });
  expect(listener).toHaveBeenCalledTimes(2);
});

it('rejects a malformed token on sign-in', () => {
  expect(() => sessionStore.signIn('garbage', { persistent: true })).toThrow('malformed token');
});

describe('refresh after a profile update', () => {
  const renamed = { ...testUser, fullName: 'Ada King' };

  it('keeps a remembered session in localStorage with the new token and user', () => {
    sessionStore.signIn(makeToken(), { persistent: true });
    const fresh = makeToken(renamed);
    sessionStore.refresh({ token: fresh, user: renamed });
    expect(localStorage.getItem('token')).toBe(fresh);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStore.getUser()).toEqual(renamed);
  });

  it('keeps a per-tab session in sessionStorage', () => {
    sessionStore.signIn(makeToken(), { persistent: false });
    const fresh = makeToken(renamed);
    sessionStore.refresh({ token: fresh });
    expect(sessionStorage.getItem('token')).toBe(fresh);
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStore.getUser()).toEqual(renamed);
  });

  it('refreshes the stored user alone when no token comes back, and notifies', () => {
    const token = makeToken();
    sessionStore.signIn(token, { persistent: true });
    const listener = jest.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    sessionStore.refresh({ user: renamed });
    unsubscribe();
    expect(sessionStore.getToken()).toBe(token);
    expect(sessionStore.getUser()).toEqual(renamed);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('refuses to refresh a signed-out session or take a malformed token', () => {
    expect(() => sessionStore.refresh({ user: renamed })).toThrow('signed out');
    sessionStore.signIn(makeToken(), { persistent: true });
    expect(() => sessionStore.refresh({ token: 'garbage' })).toThrow('malformed token');
  });
});

describe('endSession (the API refused a token)', () => {
  it('clears both stores and notifies when the refused token is the current one', () => {
    const token = makeToken();
    sessionStore.signIn(token, { persistent: true });
    sessionStorage.setItem('token', token);
    const listener = jest.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    sessionStore.endSession(token);
    sessionStore.endSession(token);
    unsubscribe();
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps a session that has replaced the refused token', () => {
    const current = makeToken({ ...testUser, fullName: 'Grace Hopper' });
    sessionStore.signIn(current, { persistent: false });
    sessionStore.endSession(makeToken());
    expect(sessionStore.getToken()).toBe(current);
  });
});

it('tells subscribers when it finds the token expired, so guards leave signed-in pages', async () => {
  localStorage.setItem('token', makeToken(testUser, -1));
  const listener = jest.fn();
  const unsubscribe = sessionStore.subscribe(listener);
  expect(sessionStore.getToken()).toBeNull();
  // Never from inside the read: React may be reading a snapshot.
  expect(listener).not.toHaveBeenCalled();
  await Promise.resolve();
  unsubscribe();
  expect(listener).toHaveBeenCalledTimes(1);
});

describe('the session cookie the web tier renders a signed-in page with', () => {
  const cookieToken = () =>
    document.cookie
      .split('; ')
      .find((pair) => pair.startsWith('dd_session='))
      ?.slice('dd_session='.length);

  it('carries the token from sign-in, follows a refreshed token and goes at sign-out', () => {
    const token = makeToken();
    sessionStore.signIn(token, { persistent: true });
    expect(cookieToken()).toBe(token);

    const refreshed = makeToken({ ...testUser, fullName: 'Grace Hopper' });
    sessionStore.refresh({ token: refreshed });
    expect(cookieToken()).toBe(refreshed);

    sessionStore.signOut();
    expect(cookieToken()).toBeUndefined();
  });

  it('goes when the API refuses the token or the token has expired', () => {
    const token = makeToken();
    sessionStore.signIn(token, { persistent: false });
    sessionStore.endSession(token);
    expect(cookieToken()).toBeUndefined();

    const expired = makeToken(testUser, 3600);
    sessionStore.signIn(expired, { persistent: true });
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 2 * 3600 * 1000);
    expect(sessionStore.getToken()).toBeNull();
    expect(cookieToken()).toBeUndefined();
    jest.restoreAllMocks();
  });
});
