import { emptyRestaurantDraft, type RestaurantDraft } from './restaurantDraft';
import {
  draftFromYelpBusiness,
  linkDraftToYelpBusiness,
  yelpFirstPhoto,
  type YelpBusinessForDraft,
} from './yelpDraft';

const business: YelpBusinessForDraft = {
  id: 'golden-dragon-boise',
  name: 'Golden Dragon',
  url: 'https://www.yelp.com/biz/golden-dragon-boise',
  phone: '+12085550123',
  image_url: 'https://s3-media1.fl.yelpcdn.com/bphoto/main/o.jpg',
  photos: [
    'https://s3-media1.fl.yelpcdn.com/bphoto/p1/o.jpg',
    'https://s3-media1.fl.yelpcdn.com/bphoto/p2/o.jpg',
  ],
  categories: [{ title: 'Chinese' }, { title: 'Dim Sum' }],
  location: {
    address1: '12 River St',
    address2: '',
    address3: null,
    city: 'Boise',
    state: 'ID',
    zip_code: '83702',
  },
  coordinates: { latitude: 43.61, longitude: -116.2 },
};

const blank = emptyRestaurantDraft(new Date(2024, 5, 1));

describe('yelpFirstPhoto', () => {
  it('prefers the first photo, then the main image', () => {
    expect(yelpFirstPhoto(business)).toBe('https://s3-media1.fl.yelpcdn.com/bphoto/p1/o.jpg');
    expect(yelpFirstPhoto({ ...business, photos: [] })).toBe(
      'https://s3-media1.fl.yelpcdn.com/bphoto/main/o.jpg',
    );
    expect(yelpFirstPhoto({ ...business, photos: undefined, image_url: '' })).toBeUndefined();
  });

  it('drops a photo that is not on an https host', () => {
    expect(
      yelpFirstPhoto({ ...business, photos: ['javascript:alert(1)'], image_url: null }),
    ).toBeUndefined();
  });
});

describe('draftFromYelpBusiness', () => {
  it('fills the draft per product spec §3', () => {
    expect(draftFromYelpBusiness(business, blank)).toEqual({
      ...blank,
      name: 'Golden Dragon',
      address: '12 River St, Boise, ID, 83702',
      phone: '+12085550123',
      website: 'https://www.yelp.com/biz/golden-dragon-boise',
      cuisine: 'Chinese',
      yelpId: 'golden-dragon-boise',
      lat: 43.61,
      long: -116.2,
      restaurantImages: [
        { url: 'https://s3-media1.fl.yelpcdn.com/bphoto/p1/o.jpg', isPrimary: true, caption: '' },
      ],
    });
  });

  it("keeps the user's own fields and puts the photo ahead of their images", () => {
    const current: RestaurantDraft = {
      ...blank,
      notes: 'Great dumplings',
      isThumbsUp: true,
      date: '2024-01-01',
      tags: [{ _id: 't1', diaryId: 'u1', name: 'Lunch' }],
      restaurantImages: [{ url: '/api/uploads/images/mine.jpg', isPrimary: true, caption: 'Me' }],
    };
    const draft = draftFromYelpBusiness(business, current);
    expect(draft).toMatchObject({
      notes: 'Great dumplings',
      isThumbsUp: true,
      date: '2024-01-01',
      tags: [{ _id: 't1', name: 'Lunch' }],
    });
    expect(draft.restaurantImages).toEqual([
      { url: 'https://s3-media1.fl.yelpcdn.com/bphoto/p1/o.jpg', isPrimary: true, caption: '' },
      { url: '/api/uploads/images/mine.jpg', isPrimary: false, caption: 'Me' },
    ]);
  });

  it('keeps what the draft has where the listing has nothing', () => {
    const current = { ...blank, phone: '555', address: 'Somewhere', lat: 1, long: 2 };
    const sparse: YelpBusinessForDraft = { id: 'x', name: 'X', phone: '', coordinates: null };
    expect(draftFromYelpBusiness(sparse, current)).toMatchObject({
      name: 'X',
      phone: '555',
      address: 'Somewhere',
      website: '',
      cuisine: '',
      yelpId: 'x',
      lat: 1,
      long: 2,
      restaurantImages: [],
    });
  });

  it('does not add the same photo twice when picked again', () => {
    const once = draftFromYelpBusiness(business, blank);
    expect(draftFromYelpBusiness(business, once).restaurantImages).toHaveLength(1);
  });
});

describe('linkDraftToYelpBusiness', () => {
  it('takes the id and coordinates, and fills only empty fields', () => {
    const draft: RestaurantDraft = {
      ...blank,
      name: 'Dragon (downtown)',
      phone: '',
      website: '  ',
      restaurantImages: [{ url: '/api/uploads/images/mine.jpg', isPrimary: true, caption: '' }],
    };
    expect(linkDraftToYelpBusiness(draft, business)).toEqual({
      ...draft,
      name: 'Dragon (downtown)',
      address: '12 River St, Boise, ID, 83702',
      phone: '+12085550123',
      website: 'https://www.yelp.com/biz/golden-dragon-boise',
      cuisine: 'Chinese',
      yelpId: 'golden-dragon-boise',
      lat: 43.61,
      long: -116.2,
    });
  });

  it('adds the listing photo only to a restaurant without images', () => {
    expect(linkDraftToYelpBusiness(blank, business).restaurantImages).toEqual([
      { url: 'https://s3-media1.fl.yelpcdn.com/bphoto/p1/o.jpg', isPrimary: true, caption: '' },
    ]);
  });
});
