import { currentDiaryNow, diaryKeyPart, inDiaryPath, withDiaryId } from './diaryScope';
import { currentDiaryStore } from './currentDiaryStore';
import { sessionStore } from '../session/sessionStore';
import { makeToken, testUser } from '../testing/makeToken';

const HOME = 'a1b2c3d4e5f6a1b2c3d4e5f6';

it('leaves the personal diary’s keys, paths and bodies as they were', () => {
  expect(diaryKeyPart(null)).toEqual([]);
  expect(inDiaryPath('/api/tags', null)).toBe('/api/tags');
  expect(withDiaryId({ name: 'x' }, null)).toEqual({ name: 'x' });
});

it('names another diary in keys, paths and bodies', () => {
  expect(diaryKeyPart(HOME)).toEqual([{ diaryId: HOME }]);
  expect(inDiaryPath('/api/tags', HOME)).toBe(`/api/tags?diaryId=${HOME}`);
  expect(inDiaryPath('/api/tags?include=counts', HOME)).toBe(
    `/api/tags?include=counts&diaryId=${HOME}`,
  );
  expect(withDiaryId({ name: 'x' }, HOME)).toEqual({ name: 'x', diaryId: HOME });
});

it('reads the signed-in user’s current diary', () => {
  localStorage.clear();
  sessionStore.signIn(makeToken(), { persistent: true });
  expect(currentDiaryNow()).toBeNull();
  currentDiaryStore.set(testUser.id, HOME);
  expect(currentDiaryNow()).toBe(HOME);
  sessionStore.signOut();
  expect(currentDiaryNow()).toBeNull();
});
