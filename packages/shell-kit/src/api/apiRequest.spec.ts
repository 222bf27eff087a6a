import { apiRequest, apiRequestPage } from './apiRequest';
import { ApiError } from './ApiError';
import { sessionStore } from '../session/sessionStore';
import { makeToken, testUser } from '../testing/makeToken';

function respond(status: number, body?: unknown): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    text: async () => text,
    json: async () => JSON.parse(text),
  } as Response;
}

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function lastInit(): RequestInit & { headers: Record<string, string> } {
  return fetchMock.mock.calls[fetchMock.mock.calls.length - 1][1] as RequestInit & {
    headers: Record<string, string>;
  };
}

it('sends GET by default with no body and no content type', async () => {
  fetchMock.mockResolvedValue(respond(200, [{ _id: '1' }]));
  await expect(apiRequest('/api/tags')).resolves.toEqual([{ _id: '1' }]);
  expect(fetchMock.mock.calls[0][0]).toBe('/api/tags');
  expect(lastInit().method).toBe('GET');
  expect(lastInit().body).toBeUndefined();
  expect(lastInit().headers['Content-Type']).toBeUndefined();
});

it('sends a JSON body with a JSON content type', async () => {
  fetchMock.mockResolvedValue(respond(201, { _id: '2', name: 'Spicy' }));
  await apiRequest('/api/tags', { method: 'POST', body: { name: 'Spicy' } });
  expect(lastInit().method).toBe('POST');
  expect(lastInit().body).toBe('{"name":"Spicy"}');
  expect(lastInit().headers['Content-Type']).toBe('application/json');
});

it('sends FormData unchanged so the browser sets the multipart boundary', async () => {
  fetchMock.mockResolvedValue(respond(200, { fileUrl: '/api/uploads/images/a.jpg' }));
  const form = new FormData();
  await apiRequest('/api/uploads/proxy', { method: 'POST', body: form });
  expect(lastInit().body).toBe(form);
  expect(lastInit().headers['Content-Type']).toBeUndefined();
});

it('adds the bearer header when a valid token exists', async () => {
  const token = makeToken();
  sessionStore.signIn(token, { persistent: true });
  fetchMock.mockResolvedValue(respond(200, {}));
  await apiRequest('/api/meals');
  expect(lastInit().headers.Authorization).toBe(`Bearer ${token}`);
});

it('omits the bearer header when signed out or the token expired', async () => {
  fetchMock.mockResolvedValue(respond(200, {}));
  await apiRequest('/api/meals');
  expect(lastInit().headers.Authorization).toBeUndefined();

  localStorage.setItem('token', makeToken(testUser, -10));
  await apiRequest('/api/meals');
  expect(lastInit().headers.Authorization).toBeUndefined();
});

it('answers undefined for 204', async () => {
  fetchMock.mockResolvedValue(respond(204));
  await expect(apiRequest('/api/meals/1', { method: 'DELETE' })).resolves.toBeUndefined();
});

it('throws an ApiError with the body message and status', async () => {
  fetchMock.mockResolvedValue(respond(404, { message: 'Meal not found' }));
  const error = await apiRequest('/api/meals/x').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ message: 'Meal not found', status: 404 });
});

it("falls back to 'Bad Request' when the error body has no message or is not JSON", async () => {
  fetchMock.mockResolvedValueOnce(respond(400, {}));
  await expect(apiRequest('/api/meals')).rejects.toMatchObject({
    message: 'Bad Request',
    status: 400,
  });
  fetchMock.mockResolvedValueOnce(respond(502, '<html>bad gateway</html>'));
  await expect(apiRequest('/api/meals')).rejects.toMatchObject({
    message: 'Bad Request',
    status: 502,
  });
});

it('passes the abort signal through', async () => {
  fetchMock.mockResolvedValue(respond(200, {}));
  const controller = new AbortController();
  await apiRequest('/api/meals', { signal: controller.signal });
  expect(lastInit().signal).toBe(controller.signal);
});

describe('apiRequestPage', () => {
  function respondWithHeaders(status: number, body: unknown, headers: Record<string, string>) {
    return { ...respond(status, body), headers: new Headers(headers) } as Response;
  }

  it('answers the items with the next cursor from the x-next-cursor header', async () => {
    fetchMock.mockResolvedValue(respondWithHeaders(200, [{ _id: '1' }], { 'x-next-cursor': 'c2' }));
    await expect(apiRequestPage('/api/meals?limit=1')).resolves.toEqual({
      items: [{ _id: '1' }],
      nextCursor: 'c2',
    });
  });

  it('answers a null cursor on the last page', async () => {
    fetchMock.mockResolvedValue(respondWithHeaders(200, [], {}));
    await expect(apiRequestPage('/api/meals?limit=1')).resolves.toEqual({
      items: [],
      nextCursor: null,
    });
  });
});
