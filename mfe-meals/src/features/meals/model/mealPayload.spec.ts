import { RESTAURANT_ID, TAGS, uploaded } from '../testing/fixtures';
import { emptyMealDraft, type MealDraft } from './mealDraft';
import { MEAL_DRAFT_ERRORS, mealPayload } from './mealPayload';

const draft = (overrides: Partial<MealDraft> = {}): MealDraft => ({
  ...emptyMealDraft({ today: new Date(2024, 2, 2), currency: 'USD' }),
  name: 'Mapo tofu',
  ...overrides,
});

it('sends the trimmed name, the date, the restaurant id, the rating, notes and images', () => {
  const result = mealPayload(
    draft({
      name: '  Mapo tofu ',
      restaurant: { _id: RESTAURANT_ID, name: 'Sichuan House' },
      isThumbsUp: true,
      priceAmount: ' 18,50 ',
      priceCurrency: 'EUR',
      notes: '  *Numbing*\n',
      mealImages: [{ url: uploaded('a'), isPrimary: true }],
      tags: TAGS,
    }),
  );
  expect(result).toEqual({
    ok: true,
    payload: {
      name: 'Mapo tofu',
      date: '2024-03-02',
      restaurantId: RESTAURANT_ID,
      isThumbsUp: true,
      price: { amount: 18.5, currency: 'EUR' },
      companions: [],
      notes: '  *Numbing*\n',
      mealImages: [{ url: uploaded('a'), isPrimary: true, caption: '' }],
      imageUrl: null,
    },
  });
});

it('sends who you were with, a name typed but not added too, each person once', () => {
  const sent = (overrides: Partial<MealDraft>) => {
    const result = mealPayload(draft(overrides));
    return result.ok ? result.payload.companions : result.errors;
  };
  expect(sent({ companions: ['Sam', 'Alex'] })).toEqual(['Sam', 'Alex']);
  expect(sent({ companions: ['Sam'], companionText: '  Jo   Lee ' })).toEqual(['Sam', 'Jo Lee']);
  // Already there, whatever the case: saved once, not refused.
  expect(sent({ companions: ['Sam'], companionText: 'SAM' })).toEqual(['Sam']);
  expect(sent({ companions: ['Sam'], companionText: '   ' })).toEqual(['Sam']);
});

it('keeps back a typed name that is too long, or one past the most a meal names', () => {
  expect(mealPayload(draft({ companionText: 'x'.repeat(61) }))).toEqual({
    ok: false,
    errors: { companionText: 'A name can be at most 60 characters.' },
  });
  const twenty = Array.from({ length: 20 }, (_, index) => `Friend ${index + 1}`);
  expect(mealPayload(draft({ companions: twenty, companionText: 'Sam' }))).toEqual({
    ok: false,
    errors: { companionText: 'A meal can name at most 20 people.' },
  });
});

it('sends no restaurant as null', () => {
  const result = mealPayload(draft());
  expect(result.ok && result.payload.restaurantId).toBeNull();
});

it('sends a blank price as no price, whatever the currency', () => {
  const result = mealPayload(draft({ priceAmount: '  ', priceCurrency: 'JPY' }));
  expect(result.ok && result.payload.price).toBeNull();
});

it.each([
  ['a blank name', { name: '   ' }, { name: MEAL_DRAFT_ERRORS.name }],
  ['no date', { date: '' }, { date: MEAL_DRAFT_ERRORS.date }],
  ['a date that is no day', { date: '2024-02-30' }, { date: MEAL_DRAFT_ERRORS.date }],
  [
    'a price with 3 decimals',
    { priceAmount: '18.505' },
    { priceAmount: MEAL_DRAFT_ERRORS.priceAmount },
  ],
  [
    'a price that is no number',
    { priceAmount: 'cheap' },
    { priceAmount: MEAL_DRAFT_ERRORS.priceAmount },
  ],
  ['all three wrong', { name: '', date: '', priceAmount: '-5' }, MEAL_DRAFT_ERRORS],
])('refuses %s', (_case, overrides, errors) => {
  expect(mealPayload(draft(overrides))).toEqual({ ok: false, errors });
});

it('accepts any real day, with no other bounds', () => {
  expect(mealPayload(draft({ date: '1999-12-31' })).ok).toBe(true);
  expect(mealPayload(draft({ date: '2099-01-01' })).ok).toBe(true);
  expect(mealPayload(draft({ date: '2024-02-29' })).ok).toBe(true);
});
