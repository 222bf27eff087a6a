import { signTestToken, type ServiceUnderTest } from '@dd/nest-common/testing';
import { expectStatus, apiFor, startDiary } from './support/diary-api';

/** Each route takes the body type it declares (JSON unless it says otherwise); any other is a 415. */
describe('request body types', () => {
  let service: ServiceUnderTest;
  let authorization: string;

  beforeAll(async () => {
    service = await startDiary();
    authorization = `Bearer ${signTestToken(service.privateKey, { id: 'user-bodies' })}`;
  });

  afterAll(() => service.stop());

  const send = async (method: 'POST' | 'PUT', url: string, contentType?: string, body = 'x') => {
    const response = await service.app.inject({
      method,
      url,
      headers: { authorization, ...(contentType ? { 'content-type': contentType } : {}) },
      payload: body,
    });
    return { statusCode: response.statusCode, body: response.json() as unknown };
  };

  describe('JSON routes take JSON only', () => {
    it.each(['application/octet-stream', 'application/zip', 'text/csv', 'text/plain'])(
      'PUT /api/restaurants/:id with %s is a 415 and changes nothing',
      async (contentType) => {
        const api = apiFor(service, 'user-bodies');
        const created = await expectStatus(
          api.call('POST', '/api/restaurants', { name: 'Zuni Café' }),
          201,
        );
        const answer = await send('PUT', `/api/restaurants/${created._id}`, contentType, 'name\nX');
        expect(answer).toEqual({
          statusCode: 415,
          body: { message: 'Send the request body as JSON (application/json)' },
        });
        const after = await expectStatus(api.call('GET', `/api/restaurants/${created._id}`), 200);
        expect(after.name).toBe('Zuni Café');
      },
    );

    it('a body without a content type is a 415 too, and JSON still works', async () => {
      expect((await send('POST', '/api/meals', undefined, '{"name":"Soup"}')).statusCode).toBe(415);
      const json = await send(
        'POST',
        '/api/tags',
        'application/json; charset=utf-8',
        '{"name":"A"}',
      );
      expect(json.statusCode).toBe(201);
    });
  });

  describe('POST /api/imports takes a zip only', () => {
    it.each([
      ['application/json', '{"not":"a zip"}'],
      ['text/csv', 'Title\nA\n'],
      [undefined, 'PK\u0003\u0004 no content type'],
      [undefined, ''],
    ])('%s (body %j) is a 415 with a message', async (contentType, body) => {
      const answer = await send('POST', '/api/imports', contentType, body);
      expect(answer).toEqual({
        statusCode: 415,
        body: { message: 'Send the export file as the body, as application/zip' },
      });
    });
  });
});
