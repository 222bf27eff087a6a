import { apiRequest } from '../api/apiRequest';
import { sessionStore } from '../session/sessionStore';
import { http, HttpResponse, server } from '../testing/server';
import { makeToken, testUser } from '../testing/makeToken';
import { startFirstRequests } from './firstRequests';

function countingGet(path: string) {
  const seen: { authorization: string | null }[] = [];
  server.use(
    http.get(path, ({ request }) => {
      seen.push({ authorization: request.headers.get('authorization') });
      return HttpResponse.json({ asked: seen.length });
    }),
  );
  return seen;
}

describe('startFirstRequests', () => {
  it('sends the page’s requests with the session’s token, and apiRequest takes the answer once', async () => {
    const token = makeToken();
    sessionStore.signIn(token, { persistent: true });
    const seen = countingGet('/api/things');

    startFirstRequests(() => ['/api/things?limit=2'], { pathname: '/things', search: '' });
    expect(await apiRequest('/api/things?limit=2')).toEqual({ asked: 1 });
    expect(seen).toEqual([{ authorization: `Bearer ${token}` }]);
    // Taken once: a later read asks the network again.
    expect(await apiRequest('/api/things?limit=2')).toEqual({ asked: 2 });
  });

  it('sends nothing for a visitor who is not signed in', async () => {
    const requestsFor = jest.fn(() => ['/api/things']);
    startFirstRequests(requestsFor, { pathname: '/things', search: '' });
    expect(requestsFor).not.toHaveBeenCalled();
  });

  it('is not taken by a request of another path, another method or another session', async () => {
    sessionStore.signIn(makeToken(), { persistent: true });
    countingGet('/api/things');
    server.use(http.post('/api/things', () => HttpResponse.json({ posted: true })));
    startFirstRequests(() => ['/api/things?limit=2'], { pathname: '/things', search: '' });

    expect(await apiRequest('/api/things?limit=3')).toEqual({ asked: 2 });
    expect(await apiRequest('/api/things?limit=2', { method: 'POST', body: {} })).toEqual({
      posted: true,
    });
    sessionStore.signIn(makeToken({ ...testUser, id: 'someone-else' }), { persistent: true });
    expect(await apiRequest('/api/things?limit=2')).toEqual({ asked: 3 });
  });
});
