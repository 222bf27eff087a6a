import { QueryClient } from '@tanstack/react-query';
import { DIARIES_QUERY_KEY } from '@dd/shell-kit';
import { http, HttpResponse, server } from '@dd/shell-kit/testing';
import { renderedDiary } from './renderedDiary';

const PERSONAL = { _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', name: 'Ada', personal: true, role: 'owner' };
const HOME = { _id: 'bbbbbbbbbbbbbbbbbbbbbbbb', name: 'Home', personal: false, role: 'viewer' };
const OTHERS = 'cccccccccccccccccccccccc';

const PERSONAL_RENDER = { diaryId: null, writable: true };

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

it('renders the named diary when the API lists it among the user’s, and keeps the list for the nav', async () => {
  server.use(http.get('/api/diaries', () => HttpResponse.json([PERSONAL, HOME])));
  const cache = client();
  await expect(renderedDiary(cache, HOME._id)).resolves.toEqual({
    diaryId: HOME._id,
    writable: false,
  });
  expect(cache.getQueryData(DIARIES_QUERY_KEY)).toEqual([PERSONAL, HOME]);
});

it('renders the personal diary for a diary the user is not a member of, or the personal one by id', async () => {
  server.use(http.get('/api/diaries', () => HttpResponse.json([PERSONAL, HOME])));
  await expect(renderedDiary(client(), OTHERS)).resolves.toEqual(PERSONAL_RENDER);
  await expect(renderedDiary(client(), PERSONAL._id)).resolves.toEqual(PERSONAL_RENDER);
  await expect(renderedDiary(client(), null)).resolves.toEqual(PERSONAL_RENDER);
});

it('renders the personal diary when the API does not answer', async () => {
  server.use(
    http.get('/api/diaries', () => HttpResponse.json({ message: 'Down' }, { status: 503 })),
  );
  await expect(renderedDiary(client(), HOME._id)).resolves.toEqual(PERSONAL_RENDER);
});
