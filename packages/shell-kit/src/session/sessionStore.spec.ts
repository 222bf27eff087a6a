import { sessionStore } from './sessionStore';
import { makeToken, testUser } from '../test/makeToken';

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
  const second = makeToken({ user: { ...testUser, fullName: 'Grace Hopper' } });
  sessionStore.signIn(second, { persistent: false });
  expect(localStorage.getItem('token')).toBeNull();
  expect(sessionStore.getToken()).toBe(second);
  expect(sessionStore.getUser()?.fullName).toBe('Grace Hopper');
});

it('removes an expired token from both stores and reports signed out', () => {
  const expired = makeToken({ expiresInSeconds: -1 });
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
  sessionStore.signIn(makeToken({ user: { ...testUser, fullName: 'Zoë Ñandú' } }), { persistent: true });
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
