import { sessionStore } from '@dd/shell-kit';
import { browserQueryClient } from './queryClient';

const queryClient = browserQueryClient();

function tokenFor(userId: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = {
    user: {
      id: userId,
      email: `${userId}@example.test`,
      fullName: 'Test User',
      userImages: [],
      newsletter: false,
    },
    exp: Math.floor(Date.now() / 1000) + 3600,
  };
  return `${encode({ alg: 'RS256' })}.${encode(payload)}.signature`;
}

afterEach(() => {
  sessionStore.signOut();
  queryClient.clear();
});

it("drops every cached answer when another user signs in, so nobody sees the previous user's data", () => {
  sessionStore.signIn(tokenFor('aaaaaaaaaaaaaaaaaaaaaaaa'), { persistent: true });
  queryClient.setQueryData(['meals'], [{ _id: 'm1', name: 'Ramen' }]);

  sessionStore.signOut();
  sessionStore.signIn(tokenFor('bbbbbbbbbbbbbbbbbbbbbbbb'), { persistent: true });

  expect(queryClient.getQueryData(['meals'])).toBeUndefined();
});

it('keeps the cache when the same user only gets a fresh token', () => {
  sessionStore.signIn(tokenFor('aaaaaaaaaaaaaaaaaaaaaaaa'), { persistent: true });
  queryClient.setQueryData(['meals'], [{ _id: 'm1', name: 'Ramen' }]);

  sessionStore.refresh({ token: tokenFor('aaaaaaaaaaaaaaaaaaaaaaaa') });

  expect(queryClient.getQueryData(['meals'])).toEqual([{ _id: 'm1', name: 'Ramen' }]);
});
