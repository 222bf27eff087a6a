import { nearPlaceLabel, PHOTO_NEAR_TEXT, PHOTO_NO_PLACE_TEXT } from './suggestionTexts';

it('names a nearer place with its distance, saying when it is a Yelp listing', () => {
  expect(
    nearPlaceLabel({
      place: { kind: 'restaurant', restaurant: { _id: 'r1', name: 'Harbor' } },
      meters: 153.6,
    }),
  ).toBe('Harbor · 154 m');
  expect(
    nearPlaceLabel({ place: { kind: 'yelp', listing: { id: 'y', name: 'Tacos' } }, meters: 1000 }),
  ).toBe('Tacos (on Yelp) · 1 km');
});

it('says what was looked for', () => {
  expect(PHOTO_NEAR_TEXT).toBe(
    'No restaurant within 150 m of where this photo was taken. The nearest:',
  );
  expect(PHOTO_NO_PLACE_TEXT).toBe(
    'No restaurant found within 1 km of where this photo was taken.',
  );
});
