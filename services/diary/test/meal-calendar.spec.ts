import { Types } from 'mongoose';
import type { ServiceUnderTest } from '@dd/nest-common/testing';
import { apiFor, DiaryApi, expectStatus, mealsModelOf, startDiary } from './support/diary-api';

type Named = { _id: string; name: string; date: string };

/** Every page of `path` (a `?limit` list), following `x-next-cursor`, as meal names per page. */
async function allPages(api: DiaryApi, path: string): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | undefined;
  do {
    const answer = await api.call(
      'GET',
      cursor ? `${path}&cursor=${encodeURIComponent(cursor)}` : path,
    );
    expect(answer.statusCode).toBe(200);
    pages.push((answer.body as Named[]).map((meal) => meal.name));
    cursor = answer.headers['x-next-cursor'] as string | undefined;
  } while (cursor);
  return pages;
}

describe('meal pages read month by month', () => {
  let service: ServiceUnderTest;

  beforeAll(async () => {
    service = await startDiary();
  });

  afterAll(() => service.stop());

  it('pages through a sparse diary, one meal a month, in order and without gaps', async () => {
    const api = apiFor(service, 'user-sparse');
    // Eight months, more than a page reads one by one before reading the rest at once.
    for (let month = 1; month <= 8; month++)
      await expectStatus(
        api.call('POST', '/api/meals', { name: `Month ${month}`, date: `2023-0${month}-15` }),
        201,
      );

    expect(await allPages(api, '/api/meals?limit=3')).toEqual([
      ['Month 8', 'Month 7', 'Month 6'],
      ['Month 5', 'Month 4', 'Month 3'],
      ['Month 2', 'Month 1'],
    ]);
    expect(await allPages(api, '/api/meals?limit=10&from=2023-02-01&to=2023-06-30')).toEqual([
      ['Month 6', 'Month 5', 'Month 4', 'Month 3', 'Month 2'],
    ]);
  });

  it('keeps filters and search while walking the months', async () => {
    const api = apiFor(service, 'user-walker');
    for (let month = 1; month <= 6; month++)
      await expectStatus(
        api.call('POST', '/api/meals', {
          name: month % 2 === 0 ? `Ramen ${month}` : `Curry ${month}`,
          date: `2022-0${month}-01`,
          isThumbsUp: month % 2 === 0,
        }),
        201,
      );
    expect(await allPages(api, '/api/meals?limit=2&q=ramen')).toEqual([
      ['Ramen 6', 'Ramen 4'],
      ['Ramen 2'],
    ]);
    expect(await allPages(api, '/api/meals?limit=2&filter=thumbsDown')).toEqual([
      ['Curry 5', 'Curry 3'],
      ['Curry 1'],
    ]);
  });

  it('moves a meal to its new month when its date changes', async () => {
    const api = apiFor(service, 'user-mover');
    const early = await expectStatus(
      api.call('POST', '/api/meals', { name: 'Early', date: '2021-01-10' }),
      201,
    );
    await expectStatus(api.call('POST', '/api/meals', { name: 'Middle', date: '2021-05-10' }), 201);
    expect(await allPages(api, '/api/meals?limit=5')).toEqual([['Middle', 'Early']]);
    await expectStatus(api.call('PUT', `/api/meals/${early._id}`, { date: '2021-09-10' }), 200);

    expect(await allPages(api, '/api/meals?limit=5')).toEqual([['Early', 'Middle']]);
    const stored = await mealsModelOf(service).findById(early._id).lean().exec();
    expect(stored?.month).toBe('2021-09');
  });

  it('lists a diary stored before the calendar existed, and labels its meals with their month', async () => {
    const userId = 'user-before-calendar';
    const now = new Date();
    const stored = ['2020-03-02', '2020-03-01', '2019-12-31', '2019-01-05'].map((date, i) => ({
      _id: new Types.ObjectId(),
      // In the personal diary, as the upgrade to diaries left it (its id is the user's).
      diaryId: userId,
      userId,
      name: `Old ${i + 1}`,
      nameKey: `old ${i + 1}`,
      date,
      restaurantId: null,
      isThumbsUp: null,
      notes: '',
      mealImages: [],
      imageUrl: null,
      createdAt: now,
      updatedAt: now,
    }));
    await mealsModelOf(service).collection.insertMany(stored);
    const api = apiFor(service, userId);

    expect(await allPages(api, '/api/meals?limit=2')).toEqual([
      ['Old 1', 'Old 2'],
      ['Old 3', 'Old 4'],
    ]);
    const months = await mealsModelOf(service)
      .find({ diaryId: userId }, { month: 1 })
      .sort({ date: -1 })
      .lean()
      .exec();
    expect(months.map((meal) => meal.month)).toEqual(['2020-03', '2020-03', '2019-12', '2019-01']);

    // Written after the calendar was built: still listed, in date order.
    await expectStatus(api.call('POST', '/api/meals', { name: 'New', date: '2019-06-01' }), 201);
    expect((await allPages(api, '/api/meals?limit=10'))[0]).toEqual([
      'Old 1',
      'Old 2',
      'Old 3',
      'New',
      'Old 4',
    ]);
  });

  it('lists every meal of a new month written by concurrent requests', async () => {
    const api = apiFor(service, 'user-concurrent');
    await expectStatus(api.call('POST', '/api/meals', { name: 'First', date: '2020-01-01' }), 201);
    expect(await allPages(api, '/api/meals?limit=10')).toEqual([['First']]);
    await Promise.all(
      [1, 2, 3, 4, 5].map((day) =>
        expectStatus(
          api.call('POST', '/api/meals', { name: `Same month ${day}`, date: `2020-07-0${day}` }),
          201,
        ),
      ),
    );
    expect(await allPages(api, '/api/meals?limit=10')).toEqual([
      ['Same month 5', 'Same month 4', 'Same month 3', 'Same month 2', 'Same month 1', 'First'],
    ]);
  });
});
