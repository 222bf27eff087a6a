import {
  apiFor,
  DiaryApi,
  type DiaryUnderTest,
  expectStatus,
  startDiary,
  UNKNOWN_ID,
} from './support/diary-api';

type MealInput = {
  name: string;
  date: string;
  isThumbsUp?: boolean | null;
  mealImages?: { url: string; isPrimary?: boolean }[];
  imageUrl?: string;
  price?: { amount: number; currency: string };
};

describe('GET /api/restaurants/:id/summary', () => {
  let service: DiaryUnderTest;
  let ada: DiaryApi;
  let bob: DiaryApi;

  beforeAll(async () => {
    service = await startDiary();
    ada = apiFor(service, 'user-ada');
    bob = apiFor(service, 'user-bob');
    service.media.own('user-ada', 'old-salad.jpg', 'side.jpg', 'galette.jpg');
  });

  afterAll(() => service.stop());

  async function restaurantWith(meals: MealInput[], api = ada): Promise<string> {
    const { _id } = await expectStatus(
      api.call('POST', '/api/restaurants', { name: 'Chez Panisse' }),
      201,
    );
    const ids: string[] = [];
    // In order, so insertion breaks ties between meals of one day.
    for (const meal of meals) {
      const created = await expectStatus(
        api.call('POST', '/api/meals', { ...meal, restaurantId: _id }),
        201,
      );
      ids.push(created._id);
    }
    mealIds = ids;
    return _id;
  }
  let mealIds: string[] = [];

  it('answers an empty summary for a restaurant without meals', async () => {
    const id = await restaurantWith([]);
    expect(await expectStatus(ada.call('GET', `/api/restaurants/${id}/summary`), 200)).toEqual({
      liked: [],
      skip: [],
      visitCount: 0,
      firstVisit: null,
      lastVisit: null,
      visits: [],
      visitsTruncated: false,
      spend: { totals: [], priced: 0, unpriced: 0 },
      companions: [],
    });
  });

  it('lists liked and skipped dishes, the visit count, last visit and visits, newest first', async () => {
    const id = await restaurantWith([
      {
        name: 'Garden salad',
        date: '2024-03-01',
        isThumbsUp: true,
        mealImages: [{ url: '/api/uploads/images/old-salad.jpg' }],
        price: { amount: 12.5, currency: 'USD' },
      },
      {
        name: 'Soup',
        date: '2024-03-01',
        isThumbsUp: false,
        price: { amount: 6, currency: 'USD' },
      },
      { name: 'Bread', date: '2024-03-01', isThumbsUp: null },
      {
        name: 'Galette',
        date: '2024-05-10',
        isThumbsUp: true,
        price: { amount: 9.9, currency: 'EUR' },
        mealImages: [
          { url: '/api/uploads/images/side.jpg' },
          { url: '/api/uploads/images/galette.jpg', isPrimary: true },
        ],
      },
      { name: 'garden SALAD', date: '2024-06-20', isThumbsUp: true },
      {
        name: 'Pizza',
        date: '2024-06-20',
        isThumbsUp: false,
        imageUrl: 'https://cdn.example.com/p.jpg',
      },
    ]);
    const [salad, soup, bread, galette, salad2, pizza] = mealIds;
    const summary = await expectStatus(ada.call('GET', `/api/restaurants/${id}/summary`), 200);
    expect(summary).toEqual({
      liked: [
        { name: 'garden SALAD', date: '2024-06-20', mealId: salad2, imageUrl: null },
        {
          name: 'Galette',
          date: '2024-05-10',
          mealId: galette,
          imageUrl: '/api/uploads/images/galette.jpg',
        },
      ],
      skip: [
        {
          name: 'Pizza',
          date: '2024-06-20',
          mealId: pizza,
          imageUrl: 'https://cdn.example.com/p.jpg',
        },
        { name: 'Soup', date: '2024-03-01', mealId: soup, imageUrl: null },
      ],
      visitCount: 3,
      firstVisit: '2024-03-01',
      lastVisit: '2024-06-20',
      visits: [
        {
          date: '2024-06-20',
          meals: [
            { _id: pizza, name: 'Pizza', isThumbsUp: false },
            { _id: salad2, name: 'garden SALAD', isThumbsUp: true },
          ],
        },
        { date: '2024-05-10', meals: [{ _id: galette, name: 'Galette', isThumbsUp: true }] },
        {
          date: '2024-03-01',
          meals: [
            { _id: bread, name: 'Bread', isThumbsUp: null },
            { _id: soup, name: 'Soup', isThumbsUp: false },
            { _id: salad, name: 'Garden salad', isThumbsUp: true },
          ],
        },
      ],
      visitsTruncated: false,
      // "Spent here": dollars first, on more meals; three meals had no price.
      spend: {
        totals: [
          { currency: 'USD', amount: 18.5, meals: 2 },
          { currency: 'EUR', amount: 9.9, meals: 1 },
        ],
        priced: 3,
        unpriced: 3,
      },
      companions: [],
    });
  });

  it("files a dish by its latest rating and follows a meal's thumbs change", async () => {
    const id = await restaurantWith([
      { name: 'Tacos', date: '2024-01-01', isThumbsUp: true },
      { name: 'tacos ', date: '2024-02-01', isThumbsUp: false },
      { name: 'Tacos', date: '2024-03-01', isThumbsUp: null },
    ]);
    const [, downer] = mealIds;
    const before = await expectStatus(ada.call('GET', `/api/restaurants/${id}/summary`), 200);
    expect(before.liked).toEqual([]);
    expect(before.skip).toEqual([
      { name: 'tacos', date: '2024-02-01', mealId: downer, imageUrl: null },
    ]);

    await expectStatus(ada.call('PUT', `/api/meals/${downer}/thumbs`, { isThumbsUp: true }), 200);
    const after = await expectStatus(ada.call('GET', `/api/restaurants/${id}/summary`), 200);
    expect(after.liked).toEqual([
      { name: 'tacos', date: '2024-02-01', mealId: downer, imageUrl: null },
    ]);
    expect(after.skip).toEqual([]);
  });

  it('leaves out meals at other restaurants and without a restaurant', async () => {
    const dollars = (amount: number) => ({ amount, currency: 'USD' });
    const id = await restaurantWith([
      { name: 'Here', date: '2024-01-01', isThumbsUp: true, price: dollars(10) },
    ]);
    await restaurantWith([
      { name: 'Elsewhere', date: '2024-01-02', isThumbsUp: true, price: dollars(20) },
    ]);
    await expectStatus(
      ada.call('POST', '/api/meals', {
        name: 'Nowhere',
        date: '2024-01-03',
        isThumbsUp: true,
        price: dollars(40),
      }),
      201,
    );
    const summary = await expectStatus(ada.call('GET', `/api/restaurants/${id}/summary`), 200);
    expect(summary.liked.map((dish: { name: string }) => dish.name)).toEqual(['Here']);
    expect(summary.visitCount).toBe(1);
    expect(summary.spend).toEqual({
      totals: [{ currency: 'USD', amount: 10, meals: 1 }],
      priced: 1,
      unpriced: 0,
    });
  });

  it('answers 404 with only a message for another user’s restaurant or an unknown id', async () => {
    const id = await restaurantWith([
      { name: 'Secret dish', date: '2024-01-01', isThumbsUp: true },
    ]);
    for (const url of [
      `/api/restaurants/${id}/summary`,
      `/api/restaurants/${UNKNOWN_ID}/summary`,
    ]) {
      const answer = await bob.call('GET', url);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toEqual({ message: 'Restaurant not found' });
    }
  });

  it('refuses a malformed id', async () => {
    expect((await ada.call('GET', '/api/restaurants/not-an-id/summary')).statusCode).toBe(400);
  });
});
