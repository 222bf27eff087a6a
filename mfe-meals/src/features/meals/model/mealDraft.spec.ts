import { aMeal, RESTAURANT_ID, TAGS, uploaded } from '../testing/fixtures';
import { draftFromMeal, emptyMealDraft, withRestaurantName } from './mealDraft';

describe('emptyMealDraft', () => {
  it('is the spec draft: empty, unrated, unpriced, dated today in the local calendar', () => {
    expect(emptyMealDraft({ today: new Date(2024, 4, 31, 23, 45), currency: 'EUR' })).toEqual({
      name: '',
      restaurant: null,
      date: '2024-05-31',
      isThumbsUp: null,
      priceAmount: '',
      priceCurrency: 'EUR',
      notes: '',
      mealImages: [],
      tags: [],
      companions: [],
      companionText: '',
    });
  });

  it('preselects a restaurant whose name is not known yet', () => {
    expect(emptyMealDraft({ restaurantId: RESTAURANT_ID, currency: 'USD' }).restaurant).toEqual({
      _id: RESTAURANT_ID,
      name: '',
    });
    expect(emptyMealDraft({ restaurantId: '  ', currency: 'USD' }).restaurant).toBeNull();
  });
});

describe('draftFromMeal', () => {
  it('copies the meal, its price, its restaurant, who you were with and its tags', () => {
    const meal = aMeal({
      name: 'Dan dan noodles',
      date: '2024-03-02T00:00:00.000Z',
      isThumbsUp: false,
      price: { amount: 12.5, currency: 'GBP' },
      notes: '*Hot*',
      mealImages: [{ url: uploaded('a'), isPrimary: true, caption: 'Bowl' }],
      companions: ['Sam', 'Alex'],
    });
    expect(draftFromMeal(meal, TAGS, 'USD')).toEqual({
      name: 'Dan dan noodles',
      restaurant: { _id: RESTAURANT_ID, name: 'Sichuan House' },
      date: '2024-03-02',
      isThumbsUp: false,
      priceAmount: '12.50',
      priceCurrency: 'GBP',
      notes: '*Hot*',
      mealImages: [{ url: uploaded('a'), isPrimary: true, caption: 'Bowl' }],
      tags: TAGS,
      companions: ['Sam', 'Alex'],
      companionText: '',
    });
  });

  it('names no one for a meal stored before companions', () => {
    const { companions: _none, ...before } = aMeal();
    expect(draftFromMeal(before, [], 'USD').companions).toEqual([]);
  });

  it('reads a legacy imageUrl as one primary image, and no restaurant as none', () => {
    const draft = draftFromMeal(
      aMeal({ imageUrl: uploaded('old'), restaurantId: null }),
      [],
      'USD',
    );
    expect(draft.mealImages).toEqual([{ url: uploaded('old'), isPrimary: true, caption: '' }]);
    expect(draft.restaurant).toBeNull();
  });

  it('offers the default currency for a meal without a price', () => {
    const draft = draftFromMeal(aMeal({ price: null }), [], 'CHF');
    expect(draft).toMatchObject({ priceAmount: '', priceCurrency: 'CHF' });
  });
});

describe('withRestaurantName', () => {
  it('names the preselected restaurant once it is loaded', () => {
    const draft = emptyMealDraft({ restaurantId: RESTAURANT_ID, currency: 'USD' });
    expect(
      withRestaurantName(draft, { _id: RESTAURANT_ID, name: 'Sichuan House' }).restaurant,
    ).toEqual({ _id: RESTAURANT_ID, name: 'Sichuan House' });
  });

  it('leaves a draft alone whose restaurant was changed or is already named', () => {
    const draft = emptyMealDraft({ restaurantId: RESTAURANT_ID, currency: 'USD' });
    const other = { ...draft, restaurant: { _id: 'other', name: 'Other' } };
    expect(withRestaurantName(other, { _id: RESTAURANT_ID, name: 'Sichuan House' })).toBe(other);
    const none = { ...draft, restaurant: null };
    expect(withRestaurantName(none, { _id: RESTAURANT_ID, name: 'Sichuan House' })).toBe(none);
  });
});
