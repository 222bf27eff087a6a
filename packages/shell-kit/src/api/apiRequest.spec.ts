import { apiRequest, apiRequestPage } from './apiRequest';
import { ApiError } from './ApiError';
import { sessionStore } from '../session/sessionStore';
import { answer } from '../testing/answer';
import { http, HttpResponse, server } from '../testing/server';
import { makeToken, testUser } from '../testing/makeToken';

it('sends GET by default with no body and no content type', async () => {
  const sent = answer('get', '/api/tags', () => HttpResponse.json([{ _id: '1' }]));
  await expect(apiRequest('/api/tags')).resolves.toEqual([{ _id: '1' }]);
  expect(sent).toHaveLength(1);
  expect(sent[0].body).toBeUndefined();
  expect(sent[0].headers.get('Content-Type')).toBeNull();
  expect(sent[0].headers.get('Accept')).toBe('application/json');
});

it('sends a JSON body with a JSON content type', async () => {
  const sent = answer('post', '/api/tags', () =>
    HttpResponse.json({ _id: '2', name: 'Spicy' }, { status: 201 }),
  );
  await expect(
    apiRequest('/api/tags', { method: 'POST', body: { name: 'Spicy' } }),
  ).resolves.toEqual({ _id: '2', name: 'Spicy' });
  expect(sent[0].body).toEqual({ name: 'Spicy' });
  expect(sent[0].headers.get('Content-Type')).toBe('application/json');
});

it('asks fetch to keep the request alive past the page when told to', async () => {
  answer('delete', '/api/meals/m1', () => HttpResponse.json({ message: 'Meal deleted' }));
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  await apiRequest('/api/meals/m1', { method: 'DELETE', keepalive: true });
  await apiRequest('/api/meals/m1', { method: 'DELETE' });
  expect(fetchSpy.mock.calls.map(([, init]) => init?.keepalive)).toEqual([true, undefined]);
  fetchSpy.mockRestore();
});

it('sends FormData as multipart, leaving the boundary to fetch', async () => {
  const sent = answer('post', '/api/uploads/proxy', () =>
    HttpResponse.json({ fileUrl: '/api/uploads/images/a.jpg' }),
  );
  const form = new FormData();
  form.append('file', new File(['jpeg'], 'a.jpg', { type: 'image/jpeg' }));
  await apiRequest('/api/uploads/proxy', { method: 'POST', body: form });
  expect(sent[0].headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
  expect((sent[0].body as FormData).get('file')).toMatchObject({
    name: 'a.jpg',
    type: 'image/jpeg',
  });
});

it('sends a File as the body, labelled with its own type', async () => {
  const sent = answer('post', '/api/imports', () =>
    HttpResponse.json({ id: 'i1' }, { status: 202 }),
  );
  const zip = new File(['PK zip bytes'], 'export.zip', { type: 'application/zip' });
  await apiRequest('/api/imports', { method: 'POST', body: zip });
  expect(sent[0].headers.get('Content-Type')).toBe('application/zip');
  expect(sent[0].body).toBe('PK zip bytes');
});

it('labels a File without a type as bytes', async () => {
  const sent = answer('post', '/api/imports', () =>
    HttpResponse.json({ id: 'i1' }, { status: 202 }),
  );
  await apiRequest('/api/imports', { method: 'POST', body: new File(['PK'], 'export') });
  expect(sent[0].headers.get('Content-Type')).toBe('application/octet-stream');
});

it('sends a Blob as is, its type as the content type', async () => {
  const sent = answer('post', '/api/imports/google-maps/preview', () => HttpResponse.json({}));
  const csv = new Blob(['Title,Note\nZuni,\n'], { type: 'text/csv' });
  await apiRequest('/api/imports/google-maps/preview', { method: 'POST', body: csv });
  expect(sent[0].headers.get('Content-Type')).toBe('text/csv');
  expect(sent[0].body).toBe('Title,Note\nZuni,\n');
});

it('adds the bearer header when a valid token exists', async () => {
  const token = makeToken();
  sessionStore.signIn(token, { persistent: true });
  const sent = answer('get', '/api/meals');
  await apiRequest('/api/meals');
  expect(sent[0].headers.get('Authorization')).toBe(`Bearer ${token}`);
});

it('omits the bearer header when signed out or the token expired', async () => {
  const sent = answer('get', '/api/meals');
  await apiRequest('/api/meals');
  localStorage.setItem('token', makeToken(testUser, -10));
  await apiRequest('/api/meals');
  expect(sent.map(({ headers }) => headers.get('Authorization'))).toEqual([null, null]);
});

it("answers a delete's { message } (what every delete of the API answers)", async () => {
  answer('delete', '/api/tags/1', () => HttpResponse.json({ message: 'Tag deleted' }));
  await expect(apiRequest('/api/tags/1', { method: 'DELETE' })).resolves.toEqual({
    message: 'Tag deleted',
  });
});

it('answers undefined for 204', async () => {
  answer('delete', '/api/meals/1', () => new HttpResponse(null, { status: 204 }));
  await expect(apiRequest('/api/meals/1', { method: 'DELETE' })).resolves.toBeUndefined();
});

it('throws an ApiError with the body message and status', async () => {
  answer('get', '/api/meals/x', () =>
    HttpResponse.json({ message: 'Meal not found' }, { status: 404 }),
  );
  const error = await apiRequest('/api/meals/x').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ message: 'Meal not found', status: 404 });
});

it("falls back to 'Bad Request' when the error body has no message or is not JSON", async () => {
  answer('get', '/api/meals', () => HttpResponse.json({}, { status: 400 }));
  await expect(apiRequest('/api/meals')).rejects.toMatchObject({
    message: 'Bad Request',
    status: 400,
  });
  answer('get', '/api/meals', () => HttpResponse.html('<html>bad gateway</html>', { status: 502 }));
  await expect(apiRequest('/api/meals')).rejects.toMatchObject({
    message: 'Bad Request',
    status: 502,
  });
});

it('passes the abort signal through', async () => {
  answer('get', '/api/meals');
  const controller = new AbortController();
  controller.abort();
  await expect(apiRequest('/api/meals', { signal: controller.signal })).rejects.toMatchObject({
    name: 'AbortError',
  });
});

describe('a 401 to a request that carried the token', () => {
  const refused = () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });

  it('ends the session in both stores, tells subscribers once, and still rejects with the error', async () => {
    sessionStore.signIn(makeToken(), { persistent: false });
    localStorage.setItem('token', sessionStorage.getItem('token')!);
    const listener = jest.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    answer('get', '/api/meals', refused);
    answer('get', '/api/tags', refused);

    const results = await Promise.allSettled([apiRequest('/api/meals'), apiRequest('/api/tags')]);
    unsubscribe();

    expect(results).toEqual([
      { status: 'rejected', reason: expect.objectContaining({ status: 401 }) },
      { status: 'rejected', reason: expect.objectContaining({ status: 401 }) },
    ]);
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps a session that replaced the refused one while the request was under way', async () => {
    sessionStore.signIn(makeToken(), { persistent: true });
    const fresh = makeToken({ ...testUser, fullName: 'Ada King' });
    server.use(
      http.get('/api/meals', () => {
        sessionStore.signIn(fresh, { persistent: true });
        return refused();
      }),
    );
    await expect(apiRequest('/api/meals')).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.getToken()).toBe(fresh);
  });
});

it("leaves a signed-out user's 401 (a failed log-in) as an ordinary error", async () => {
  const listener = jest.fn();
  const unsubscribe = sessionStore.subscribe(listener);
  answer('post', '/api/auth/login', () =>
    HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 }),
  );
  await expect(
    apiRequest('/api/auth/login', { method: 'POST', body: { email: 'a@b.co', password: 'x' } }),
  ).rejects.toMatchObject({ message: 'Invalid email or password', status: 401 });
  unsubscribe();
  expect(listener).not.toHaveBeenCalled();
});

describe('apiRequestPage', () => {
  it('answers the items with the next cursor from the x-next-cursor header', async () => {
    const sent = answer('get', '/api/meals', () =>
      HttpResponse.json([{ _id: '1' }], { headers: { 'x-next-cursor': 'c2' } }),
    );
    await expect(apiRequestPage('/api/meals?limit=1')).resolves.toEqual({
      items: [{ _id: '1' }],
      nextCursor: 'c2',
    });
    expect(sent[0].url.search).toBe('?limit=1');
  });

  it('answers a null cursor on the last page', async () => {
    answer('get', '/api/meals', () => HttpResponse.json([]));
    await expect(apiRequestPage('/api/meals?limit=1')).resolves.toEqual({
      items: [],
      nextCursor: null,
    });
  });
});
