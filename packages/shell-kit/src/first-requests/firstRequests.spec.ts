import { SERVER_FIRST_ANSWERS_ELEMENT_ID } from '@dd/contracts';
import { apiRequest, apiRequestPage } from '../api/apiRequest';
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

/** The block of answers the web tier puts after a page it rendered for `userId` at `address`. */
function putServerAnswers(userId: string, address: string, answers: unknown[]): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SERVER_FIRST_ANSWERS_ELEMENT_ID;
  element.textContent = JSON.stringify({ userId, address, answers });
  document.body.append(element);
}

afterEach(() => document.getElementById(SERVER_FIRST_ANSWERS_ELEMENT_ID)?.remove());

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

  it('hands over the status, headers and body of an answer read before it was taken', async () => {
    sessionStore.signIn(makeToken(), { persistent: true });
    server.use(
      http.get('/api/pages', () =>
        HttpResponse.json([{ n: 1 }], { headers: { 'x-next-cursor': 'c2' } }),
      ),
      http.get('/api/gone', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    );
    startFirstRequests(() => ['/api/pages', '/api/gone'], { pathname: '/x', search: '' });
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(await apiRequestPage('/api/pages')).toEqual({ items: [{ n: 1 }], nextCursor: 'c2' });
    await expect(apiRequest('/api/gone')).rejects.toMatchObject({
      message: 'Not found',
      status: 404,
    });
  });

  it('is not taken after a write, which may have changed its answer', async () => {
    sessionStore.signIn(makeToken(), { persistent: true });
    const seen = countingGet('/api/things');
    server.use(http.patch('/api/things/1', () => HttpResponse.json({ patched: true })));
    startFirstRequests(() => ['/api/things?filter=up'], { pathname: '/things', search: '' });
    await new Promise((resolve) => setTimeout(resolve, 50));

    await apiRequest('/api/things/1', { method: 'PATCH', body: { isThumbsUp: null } });
    expect(await apiRequest('/api/things?filter=up')).toEqual({ asked: 2 });
    expect(seen).toHaveLength(2);
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

  it('hands the app the answers the web tier read to render the page, and asks only for the rest', async () => {
    sessionStore.signIn(makeToken(), { persistent: true });
    const seen = countingGet('/api/things');
    putServerAnswers(testUser.id, '/things?filter=up', [
      {
        path: '/api/pages?filter=up',
        headers: { 'content-type': 'application/json', 'x-next-cursor': 'c2' },
        body: '[{"n":1}]',
      },
    ]);

    startFirstRequests(() => ['/api/pages?filter=up', '/api/things'], {
      pathname: '/things',
      search: '?filter=up',
    });

    expect(await apiRequestPage('/api/pages?filter=up')).toEqual({
      items: [{ n: 1 }],
      nextCursor: 'c2',
    });
    expect(await apiRequest('/api/things')).toEqual({ asked: 1 });
    expect(seen).toHaveLength(1);
  });

  it('leaves answers rendered for another user or another address, and asks the API', async () => {
    sessionStore.signIn(makeToken(), { persistent: true });
    const seen = countingGet('/api/things');
    const answer = { path: '/api/things', headers: {}, body: '{"asked":0}' };

    putServerAnswers('someone-else', '/things', [answer]);
    startFirstRequests(() => ['/api/things'], { pathname: '/things', search: '' });
    expect(await apiRequest('/api/things')).toEqual({ asked: 1 });

    document.getElementById(SERVER_FIRST_ANSWERS_ELEMENT_ID)?.remove();
    putServerAnswers(testUser.id, '/things?filter=up', [answer]);
    startFirstRequests(() => ['/api/things'], { pathname: '/things', search: '' });
    expect(await apiRequest('/api/things')).toEqual({ asked: 2 });
    expect(seen).toHaveLength(2);
  });
});
