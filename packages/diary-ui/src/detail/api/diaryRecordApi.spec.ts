import { http, HttpResponse } from 'msw';
import { requestLog, startTestServer, type SentRequest } from '../../testing/requestLog';
import { createDiaryRecord, deleteDiaryRecord, updateDiaryRecord } from './diaryRecordApi';

const server = startTestServer();

function recordRequests(): SentRequest[] {
  const { sent, logged } = requestLog();
  server.use(
    http.post(
      '/api/:resource',
      logged(() => HttpResponse.json({ _id: 'new1', name: 'Created' }, { status: 201 })),
    ),
    http.put(
      '/api/:resource/:id',
      logged(({ params }) => HttpResponse.json({ _id: params.id, name: 'Updated' })),
    ),
    http.delete(
      '/api/:resource/:id',
      logged(() => HttpResponse.json({ message: 'Meal deleted' })),
    ),
  );
  return sent;
}

it('creates, updates and deletes a record at its resource path', async () => {
  const sent = recordRequests();
  await expect(createDiaryRecord('meals', { name: 'Tofu' })).resolves.toEqual({
    _id: 'new1',
    name: 'Created',
  });
  await expect(updateDiaryRecord('restaurants', 'r 1', { notes: 'x' })).resolves.toEqual({
    _id: 'r 1',
    name: 'Updated',
  });
  await expect(deleteDiaryRecord('meals', 'm1')).resolves.toBeUndefined();
  expect(sent).toEqual([
    { method: 'POST', path: '/api/meals', body: { name: 'Tofu' } },
    { method: 'PUT', path: '/api/restaurants/r%201', body: { notes: 'x' } },
    { method: 'DELETE', path: '/api/meals/m1' },
  ]);
});

it('fails with the server message', async () => {
  server.use(
    http.put('/api/meals/:id', () => HttpResponse.json({ message: 'Invalid' }, { status: 400 })),
  );
  await expect(updateDiaryRecord('meals', 'm1', {})).rejects.toMatchObject({
    status: 400,
    message: 'Invalid',
  });
});
