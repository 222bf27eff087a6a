import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ServerSession } from '../session/ServerSession';
import { sessionStore } from '../session/sessionStore';
import { makeToken, testUser } from '../testing/makeToken';
import { currentDiaryStore } from './currentDiaryStore';
import { useCurrentDiary } from './useCurrentDiary';

const HOME = 'a1b2c3d4e5f6a1b2c3d4e5f6';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.signOut();
});

it('follows the signed-in user’s switches', () => {
  sessionStore.signIn(makeToken(), { persistent: true });
  const { result } = renderHook(() => useCurrentDiary());
  expect(result.current.diaryId).toBeNull();
  act(() => result.current.switchTo(HOME));
  expect(result.current.diaryId).toBe(HOME);
  expect(currentDiaryStore.get(testUser.id)).toBe(HOME);
  act(() => result.current.switchTo(null));
  expect(result.current.diaryId).toBeNull();
});

it('renders on the server the diary the page is rendered for', () => {
  function Shown() {
    return <>{useCurrentDiary().diaryId ?? 'personal'}</>;
  }
  const token = makeToken();
  const html = renderToString(
    <ServerSession session={{ token, user: testUser, diaryId: HOME }}>
      <Shown />
    </ServerSession>,
  );
  expect(html).toBe(HOME);
  expect(
    renderToString(
      <ServerSession session={{ token, user: testUser }}>
        <Shown />
      </ServerSession>,
    ),
  ).toBe('personal');
});
