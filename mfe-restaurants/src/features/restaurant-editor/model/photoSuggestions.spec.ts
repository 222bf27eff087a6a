import type { YelpListing } from '@dd/contracts/rules';
import { firstVisitSuggestion, listingSuggestion } from './photoSuggestions';

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
  it('offers the listing unless the restaurant is already linked to it', () => {
    expect(listingSuggestion(listing, null)).toEqual({
      text: 'Photo taken near Casa Nueva Cantina (on Yelp)',
      action: 'Use this place',
    });
    expect(listingSuggestion(listing, 'casa-nueva-boise')).toBeNull();
    expect(listingSuggestion(null, null)).toBeNull();
  });
});
