import { currentDiaryStore } from './currentDiaryStore';
import { sessionStore } from '../session/sessionStore';
import { makeToken, testUser } from '../testing/makeToken';

const HOME = 'a1b2c3d4e5f6a1b2c3d4e5f6';
const OFFICE = 'f6e5d4c3b2a1f6e5d4c3b2a1';
const grace = { ...testUser, id: 'u2', fullName: 'Grace Hopper' };

function diaryCookie(): string | undefined {
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith('dd_diary='))
    ?.slice('dd_diary='.length);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.signOut();
  currentDiaryStore.acknowledgeLost();
});

it('is the personal diary (null) until the user switches', () => {
  sessionStore.signIn(makeToken(), { persistent: true });
  expect(currentDiaryStore.get(testUser.id)).toBeNull();
  currentDiaryStore.set(testUser.id, HOME);
  expect(currentDiaryStore.get(testUser.id)).toBe(HOME);
  currentDiaryStore.set(testUser.id, null);
  expect(currentDiaryStore.get(testUser.id)).toBeNull();
});

it('keeps one current diary per user', () => {
  currentDiaryStore.set(testUser.id, HOME);
  currentDiaryStore.set(grace.id, OFFICE);
  expect(currentDiaryStore.get(testUser.id)).toBe(HOME);
  expect(currentDiaryStore.get(grace.id)).toBe(OFFICE);
  expect(currentDiaryStore.get(null)).toBeNull();
});

it('writes the signed-in user’s diary to the cookie, and never another user’s', () => {
  sessionStore.signIn(makeToken(), { persistent: true });
  currentDiaryStore.set(testUser.id, HOME);
  expect(diaryCookie()).toBe(HOME);

  sessionStore.signIn(makeToken(grace), { persistent: true });
  expect(diaryCookie()).toBeUndefined();
  currentDiaryStore.set(grace.id, OFFICE);
  expect(diaryCookie()).toBe(OFFICE);

  sessionStore.signIn(makeToken(), { persistent: true });
  expect(diaryCookie()).toBe(HOME);
  sessionStore.signOut();
  expect(diaryCookie()).toBeUndefined();
});

it('clears the cookie for the personal diary', () => {
  sessionStore.signIn(makeToken(), { persistent: true });
  currentDiaryStore.set(testUser.id, HOME);
  currentDiaryStore.set(testUser.id, null);
  expect(diaryCookie()).toBeUndefined();
});

it('reads a tampered stored value as the personal diary and refuses to store one', () => {
  localStorage.setItem(`dd:current-diary:${testUser.id}`, 'x; Path=/evil');
  expect(currentDiaryStore.get(testUser.id)).toBeNull();
  expect(() => currentDiaryStore.set(testUser.id, 'not-an-id')).toThrow('Not a diary id');
});

it('falls back to the personal diary with a notice once, and tells subscribers', () => {
  sessionStore.signIn(makeToken(), { persistent: true });
  currentDiaryStore.set(testUser.id, HOME);
  const listener = jest.fn();
  const unsubscribe = currentDiaryStore.subscribe(listener);

  currentDiaryStore.fallBack(testUser.id);
  expect(currentDiaryStore.get(testUser.id)).toBeNull();
  expect(diaryCookie()).toBeUndefined();
  expect(currentDiaryStore.wasLost()).toBe(true);
  expect(listener).toHaveBeenCalledTimes(1);

  currentDiaryStore.fallBack(testUser.id);
  expect(listener).toHaveBeenCalledTimes(1);
  currentDiaryStore.acknowledgeLost();
  expect(currentDiaryStore.wasLost()).toBe(false);
  unsubscribe();
});

it('follows another tab switching diaries', () => {
  const listener = jest.fn();
  const unsubscribe = currentDiaryStore.subscribe(listener);
  localStorage.setItem(`dd:current-diary:${testUser.id}`, OFFICE);
  window.dispatchEvent(new StorageEvent('storage', { key: `dd:current-diary:${testUser.id}` }));
  expect(listener).toHaveBeenCalled();
  expect(currentDiaryStore.get(testUser.id)).toBe(OFFICE);
  unsubscribe();
});

it('says whether the current diary may be written, reset to yes on a switch', () => {
  currentDiaryStore.set(testUser.id, HOME);
  const listener = jest.fn();
  const unsubscribe = currentDiaryStore.subscribe(listener);
  currentDiaryStore.setWritable(false);
  expect(currentDiaryStore.isWritable()).toBe(false);
  expect(listener).toHaveBeenCalledTimes(1);
  currentDiaryStore.set(testUser.id, null);
  expect(currentDiaryStore.isWritable()).toBe(true);
  unsubscribe();
});
