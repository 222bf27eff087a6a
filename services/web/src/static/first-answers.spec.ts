import { FirstAnswers } from './first-answers';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });

function blockOf(element: string): unknown {
  return JSON.parse(
    /^<script type="application\/json" id="dd-first-answers">(.*)<\/script>$/.exec(element)![1]!,
  );
}

describe('FirstAnswers', () => {
  it('keeps the successful GET answers a render read, with the headers the app reads', async () => {
    const answers = new FirstAnswers();
    const fetchApi = answers.recording(async (path) =>
      path.startsWith('/api/meals?')
        ? json([{ name: '</script> soup' }], 200, { 'x-next-cursor': 'c2', 'x-request-id': 'r1' })
        : json({ message: 'Not found' }, 404),
    );

    const read = await fetchApi('/api/meals?limit=24', { method: 'GET', headers: {} });
    await fetchApi('/api/meals/missing', { method: 'GET', headers: {} });
    await fetchApi('/api/meals?limit=1', { method: 'POST', headers: {} });

    // The render still reads the whole answer itself.
    expect(await read.json()).toEqual([{ name: '</script> soup' }]);
    const element = answers.element('/meals', 'ada');
    expect(element).not.toContain('</script> soup');
    expect(blockOf(element)).toEqual({
      address: '/meals',
      userId: 'ada',
      answers: [
        {
          path: '/api/meals?limit=24',
          headers: { 'content-type': 'application/json; charset=utf-8', 'x-next-cursor': 'c2' },
          body: '[{"name":"</script> soup"}]',
        },
      ],
    });
  });

  it('writes nothing when no answer was kept, and leaves answers past its size to the app', async () => {
    const answers = new FirstAnswers();
    expect(answers.element('/meals', 'ada')).toBe('');

    const fetchApi = answers.recording(async (path) =>
      json(path === '/api/big' ? 'x'.repeat(300 * 1024) : { small: true }),
    );
    await fetchApi('/api/big', { method: 'GET', headers: {} });
    await fetchApi('/api/small', { method: 'GET', headers: {} });

    expect(
      (blockOf(answers.element('/meals', 'ada')) as { answers: { path: string }[] }).answers,
    ).toEqual([expect.objectContaining({ path: '/api/small' })]);
  });
});
