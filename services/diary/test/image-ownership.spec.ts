import {
  apiFor,
  type DiaryApi,
  type DiaryUnderTest,
  expectStatus,
  startDiary,
} from './support/diary-api';

const uploadUrl = (file: string) => `/api/uploads/images/${file}`;
const ADA_PHOTO = 'AdaAdaAdaAdaAdaAdaAdaA.jpg';
const BOB_PHOTO = 'BobBobBobBobBobBobBobB.jpg';
const YELP_PHOTO = 'https://s3-media.fl.yelpcdn.com/bphoto/x/o.jpg';

/** An image URL that points at our uploads must be the writer's own, in every diary write. */
describe('image URLs belong to their owner', () => {
  let service: DiaryUnderTest;
  let ada: DiaryApi;

  beforeAll(async () => {
    service = await startDiary();
    ada = apiFor(service, 'user-ada');
    service.media.own('user-ada', ADA_PHOTO);
    service.media.own('user-bob', BOB_PHOTO);
  });

  afterAll(() => service.stop());

  const notYours = (field: string) => ({
    statusCode: 400,
    body: { message: `${field}: Must be one of your uploads` },
  });

  describe.each([
    ['relative', uploadUrl(BOB_PHOTO)],
    ['absolute on our host', `https://diary.example.com${uploadUrl(BOB_PHOTO)}`],
    ['absolute on a loopback host', `http://127.0.0.1:8080${uploadUrl(BOB_PHOTO)}`],
    ['unknown', uploadUrl('NobodyNobodyNobodyNobo.jpg')],
    ['encoded on a loopback host', `http://127.0.0.1:8080/api/uploads/%69mages/${BOB_PHOTO}`],
    ['with an encoded "uploads"', `https://diary.example.com/api/%75ploads/images/${BOB_PHOTO}`],
    ['with an encoded "api"', `https://diary.example.com/%61pi/uploads/images/${BOB_PHOTO}`],
    ['with merged slashes', `https://diary.example.com/api//uploads/images/${BOB_PHOTO}`],
    ['relative, with merged slashes', `/api//uploads/images/${BOB_PHOTO}`],
    ['with dot segments', `https://diary.example.com/api/x/../uploads/./images/${BOB_PHOTO}`],
    [
      'under our uploads but no single file',
      'https://diary.example.com/api/uploads/images/a/b.jpg',
    ],
  ])("another account's upload (%s) is refused", (_form, url) => {
    it('in a new restaurant and a restaurant edit, which change nothing', async () => {
      expect(
        await ada.call('POST', '/api/restaurants', {
          name: 'Borrowed',
          restaurantImages: [{ url: YELP_PHOTO }, { url }],
        }),
      ).toMatchObject(notYours('restaurantImages.1.url'));
      const own = await expectStatus(ada.call('POST', '/api/restaurants', { name: 'Mine' }), 201);
      expect(
        await ada.call('PUT', `/api/restaurants/${own._id}`, { restaurantImages: [{ url }] }),
      ).toMatchObject(notYours('restaurantImages.0.url'));
      expect(await ada.call('PUT', `/api/restaurants/${own._id}`, { imageUrl: url })).toMatchObject(
        notYours('imageUrl'),
      );
      expect(await expectStatus(ada.call('GET', `/api/restaurants/${own._id}`), 200)).toEqual(own);
    });

    it('in a new meal and a meal edit', async () => {
      const meal = { name: 'Soup', date: '2024-01-01' };
      expect(
        await ada.call('POST', '/api/meals', { ...meal, mealImages: [{ url }] }),
      ).toMatchObject(notYours('mealImages.0.url'));
      expect(await ada.call('POST', '/api/meals', { ...meal, imageUrl: url })).toMatchObject(
        notYours('imageUrl'),
      );
      const own = await expectStatus(ada.call('POST', '/api/meals', meal), 201);
      expect(
        await ada.call('PUT', `/api/meals/${own._id}`, { mealImages: [{ url }] }),
      ).toMatchObject(notYours('mealImages.0.url'));
    });
  });

  it('takes my own uploads, absolute ones stored relative, and links elsewhere as they are', async () => {
    const created = await expectStatus(
      ada.call('POST', '/api/restaurants', {
        name: 'Mine',
        restaurantImages: [
          { url: `https://diary.example.com${uploadUrl(ADA_PHOTO)}?w=640` },
          { url: uploadUrl(ADA_PHOTO) },
          { url: YELP_PHOTO },
          { url: `http://127.0.0.1:8080/api//%75ploads/%69mages/${ADA_PHOTO}` },
        ],
      }),
      201,
    );
    expect(created.restaurantImages.map((image: { url: string }) => image.url)).toEqual([
      uploadUrl(ADA_PHOTO),
      uploadUrl(ADA_PHOTO),
      YELP_PHOTO,
      uploadUrl(ADA_PHOTO),
    ]);
    const meal = await expectStatus(
      ada.call('POST', '/api/meals', {
        name: 'Tea',
        date: '2024-01-02',
        imageUrl: `http://localhost:8080${uploadUrl(ADA_PHOTO)}`,
      }),
      201,
    );
    expect(meal.mealImages).toEqual([{ url: uploadUrl(ADA_PHOTO), isPrimary: true, caption: '' }]);
  });

  it('answers 503 with a message when media cannot say whose an upload is', async () => {
    await service.media.close();
    const answer = await ada.call('POST', '/api/restaurants', {
      name: 'Later',
      restaurantImages: [{ url: uploadUrl(ADA_PHOTO) }],
    });
    expect(answer).toMatchObject({ statusCode: 503, body: { message: expect.any(String) } });
  });
});
