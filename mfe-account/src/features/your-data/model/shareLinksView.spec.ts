import { createdText, includesText, opensText } from './shareLinksView';
import { shareSummary } from '../testing/fakeShareLinksApi';

it('counts opens in words', () => {
  expect(opensText(0)).toBe('Not opened yet');
  expect(opensText(1)).toBe('Opened 1 time');
  expect(opensText(12)).toBe('Opened 12 times');
});

it('says whether notes, photos and prices go with the link', () => {
  expect(includesText(shareSummary())).toBe('No notes, photos or prices');
  expect(includesText(shareSummary({ includeNotes: true }))).toBe(
    'Includes notes, no photos or prices',
  );
  expect(includesText(shareSummary({ includePhotos: true, includePrices: true }))).toBe(
    'Includes photos and prices, no notes',
  );
  expect(includesText(shareSummary({ includeNotes: true, includePhotos: true }))).toBe(
    'Includes notes and photos, no prices',
  );
  expect(
    includesText(shareSummary({ includeNotes: true, includePhotos: true, includePrices: true })),
  ).toBe('Includes notes, photos and prices');
});

it('names who you were with only when the link shows them', () => {
  expect(includesText(shareSummary({ includeCompanions: true }))).toBe(
    'Includes who you were with, no notes, photos or prices',
  );
  expect(includesText(shareSummary({ includePrices: true, includeCompanions: true }))).toBe(
    'Includes prices and who you were with, no notes or photos',
  );
  expect(
    includesText(
      shareSummary({
        includeNotes: true,
        includePhotos: true,
        includePrices: true,
        includeCompanions: true,
      }),
    ),
  ).toBe('Includes notes, photos, prices and who you were with');
  expect(includesText(shareSummary({ includeCompanions: false }))).toBe(
    'No notes, photos or prices',
  );
});

it('shows the day a link was made in the user’s calendar, as the app shows dates', () => {
  const noon = new Date(2026, 10, 28, 12, 0).toISOString();
  expect(createdText(noon, 'en-US')).toBe('Created Nov 28, 2026');
  const lateEvening = new Date(2026, 10, 28, 23, 50).toISOString();
  expect(createdText(lateEvening, 'en-US')).toBe('Created Nov 28, 2026');
});
