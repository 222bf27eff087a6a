import { Types } from 'mongoose';
import type { ServiceUnderTest } from '@dd/nest-common/testing';
import { MealsRepository, type RestoredMeal } from '../src/meals/meals.repository';
import { apiFor, DiaryApi, expectStatus, startDiary } from './support/diary-api';

/**
 * MealsRepository is the one writer of meals: a bulk write (an import's)
 * keeps the month calendar and the cached tallies as a write through the API
 * does, and stores the name's key and the month itself.
 */
describe('meals written in bulk through their repository', () => {
  let service: ServiceUnderTest;

  beforeAll(async () => {
    service = await startDiary();
  });

  afterAll(() => service.stop());

  const stats = async (api: DiaryApi, query = '') =>
    expectStatus(api.call('GET', `/api/meals/timeline-stats${query}`), 200);

  const names = async (api: DiaryApi, query: string) =>
    (
      (await expectStatus(api.call('GET', `/api/meals?limit=20${query}`), 200)) as {
        name: string;
      }[]
    ).map((meal) => meal.name);

  const restored = (name: string, date: string, isThumbsUp: boolean | null): RestoredMeal => {
    const createdAt = new Date(`${date}T12:00:00.000Z`);
    return {
      _id: new Types.ObjectId(),
      name,
      restaurantId: null,
      date,
      isThumbsUp,
      notes: '',
      mealImages: [],
      imageUrl: null,
      price: null,
      createdAt,
      updatedAt: createdAt,
    };
  };

  it('adds restored meals to the calendar and to tallies already cached', async () => {
    const userId = 'bulk-meals';
    const api = apiFor(service, userId);
    await expectStatus(
      api.call('POST', '/api/meals', { name: 'Soup', date: '2024-03-10', isThumbsUp: true }),
      201,
    );
    // Caches March's tally and builds the calendar (one month).
    expect(await stats(api)).toMatchObject({ meals: 1, thumbsUp: 1, rated: 1 });
    expect(await names(api, '')).toEqual(['Soup']);

    const meals = [
      restored('Ramen', '2024-03-20', false),
      restored('Crêpe', '2023-11-02', true),
      restored('Tea', '2022-06-15', null),
    ];
    const repository = service.app.get(MealsRepository);
    expect(await repository.insertRestored(userId, userId, meals)).toBe(3);

    // March was cached before the write, November 2023 and June 2022 are new months.
    expect(await stats(api)).toMatchObject({ meals: 4, thumbsUp: 2, rated: 3 });
    expect(await stats(api, '?from=2024-03-01&to=2024-03-31')).toMatchObject({
      meals: 2,
      thumbsUp: 1,
    });
    // A page walks the calendar month by month: the new months are in it.
    expect(await names(api, '')).toEqual(['Ramen', 'Soup', 'Crêpe', 'Tea']);
    expect(await names(api, '&to=2023-12-31')).toEqual(['Crêpe', 'Tea']);
    // The name's key is stored: the search (case-insensitive, on it) finds them.
    expect(await names(api, '&q=CRÊ')).toEqual(['Crêpe']);
  });

  it('writes a restored meal once, and another user sees none of them', async () => {
    const userId = 'bulk-again';
    const api = apiFor(service, userId);
    const meals = [restored('Curry', '2021-01-05', true), restored('Naan', '2021-02-06', null)];
    const repository = service.app.get(MealsRepository);
    expect(await repository.insertRestored(userId, userId, meals)).toBe(2);
    expect(await repository.insertRestored(userId, userId, meals)).toBe(0);

    expect(await stats(api)).toMatchObject({ meals: 2, thumbsUp: 1 });
    expect(await names(api, '')).toEqual(['Naan', 'Curry']);
    expect(await stats(apiFor(service, 'bulk-stranger'))).toMatchObject({ meals: 0 });
  });

  it('erases an owner’s meals with their calendar and tallies', async () => {
    const userId = 'bulk-erased';
    const api = apiFor(service, userId);
    const repository = service.app.get(MealsRepository);
    await repository.insertRestored(userId, userId, [restored('Bun', '2020-04-04', true)]);
    expect(await stats(api)).toMatchObject({ meals: 1 });

    await repository.eraseOwner(userId);
    expect(await repository.count(userId)).toBe(0);
    expect(await repository.monthsOf(userId)).toEqual([]);
    expect(await stats(api)).toMatchObject({ meals: 0, thumbsUp: 0 });
    expect(await names(api, '')).toEqual([]);
  });
});
