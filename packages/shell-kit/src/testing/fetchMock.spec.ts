import { mockFetch, sentRequest } from './fetchMock';

describe('mockFetch / sentRequest', () => {
  it('answers the given responses in order and records the requests', async () => {
    const fetchMock = mockFetch(
      { status: 201, body: { id: 1 } },
      { status: 404 },
      new Error('offline'),
    );

    const created = await fetch('/api/things', { method: 'POST', body: JSON.stringify({ a: 1 }) });
    expect(created.ok).toBe(true);
    expect(await created.json()).toEqual({ id: 1 });

    const missing = await fetch('/api/things/2');
    expect(missing.ok).toBe(false);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('');

    await expect(fetch('/api/things')).rejects.toThrow('offline');
    expect(sentRequest(fetchMock)).toEqual({ url: '/api/things', method: 'POST', body: { a: 1 } });
  });
});
