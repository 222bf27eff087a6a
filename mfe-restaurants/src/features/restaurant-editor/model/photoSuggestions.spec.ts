import type { YelpListing } from '@dd/contracts/rules';
import type { PhotoPlaceFinding } from '@dd/diary-ui';
import { firstVisitSuggestion, listingSuggestion, photoListings } from './photoSuggestions';

const listing: YelpListing = { id: 'casa-nueva-boise', name: 'Casa Nueva Cantina' };

describe('firstVisitSuggestion', () => {
  it('offers the photo day while First Visited is blank or later', () => {
    expect(firstVisitSuggestion('2025-06-14', '')).toMatchObject({ action: 'Use this date' });
    expect(firstVisitSuggestion('2025-06-14', '2025-07-01')).not.toBeNull();
  });

  it('keeps an earlier or equal first visit, and says nothing without a day', () => {
    expect(firstVisitSuggestion('2025-06-14', '2025-06-14')).toBeNull();
    expect(firstVisitSuggestion('2025-06-14', '2024-01-01')).toBeNull();
    expect(firstVisitSuggestion(null, '')).toBeNull();
  });
});

describe('listingSuggestion', () => {
  const at = { kind: 'at', place: { kind: 'yelp', listing } } as const;
  const other: YelpListing = { id: 'taco-boise', name: 'Taco Stand' };

  it('offers the listing unless the restaurant is already linked to it', () => {
    expect(listingSuggestion(at, null)).toEqual({
      text: 'Photo taken near Casa Nueva Cantina (on Yelp)',
      action: 'Use this place',
    });
    expect(listingSuggestion(at, 'casa-nueva-boise')).toBeNull();
    expect(listingSuggestion(null, null)).toBeNull();
  });

  it('offers the nearest listings with their distance when none is within 150 m', () => {
    const near: PhotoPlaceFinding = {
      kind: 'near',
      candidates: [
        { place: { kind: 'yelp', listing }, meters: 154 },
        { place: { kind: 'yelp', listing: other }, meters: 480 },
      ],
    };
    expect(listingSuggestion(near, null)).toEqual({
      text: 'No restaurant within 150 m of where this photo was taken. The nearest:',
      choices: [
        { id: '0', label: 'Casa Nueva Cantina (on Yelp) · 154 m' },
        { id: '1', label: 'Taco Stand (on Yelp) · 480 m' },
      ],
    });
    expect(photoListings(near)).toEqual([listing, other]);
    expect(listingSuggestion(near, 'taco-boise')).toBeNull();
  });

  it('says when nothing is within 1 km, unless the restaurant is linked already', () => {
    expect(listingSuggestion({ kind: 'none' }, null)).toEqual({
      text: 'No restaurant found within 1 km of where this photo was taken.',
    });
    expect(listingSuggestion({ kind: 'none' }, 'casa-nueva-boise')).toBeNull();
  });
});
