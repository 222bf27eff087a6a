import {
  normalisedListParams,
  LIST_FILTERS,
  emptyListMessage,
  isSearchActive,
  listSearchParams,
  parseListSearchParams,
} from './listParams';
import { listFilterQuery } from '../api/diaryListPaths';

describe('parseListSearchParams', () => {
  it('reads the filter and the search text', () => {
    expect(parseListSearchParams(new URLSearchParams('filter=thumbsDown&q=taco'))).toEqual({
      filter: 'thumbsDown',
      q: 'taco',
    });
  });

  it('defaults to all and a blank search', () => {
    expect(parseListSearchParams(new URLSearchParams())).toEqual({ filter: 'all', q: '' });
  });

  it('reads an unknown filter as all', () => {
    expect(parseListSearchParams(new URLSearchParams('filter=best&q=x')).filter).toBe('all');
    expect(parseListSearchParams(new URLSearchParams('filter=')).filter).toBe('all');
  });
});

describe('listSearchParams', () => {
  it('leaves the defaults out', () => {
    expect(listSearchParams({ filter: 'all', q: '' }).toString()).toBe('');
    expect(listSearchParams({ filter: 'all', q: '   ' }).toString()).toBe('');
  });

  it('writes the filter and the text as typed, encoded', () => {
    const params = listSearchParams({ filter: 'unrated', q: 'fish & chips ' });
    expect(params.get('filter')).toBe('unrated');
    expect(params.get('q')).toBe('fish & chips ');
    expect(params.toString()).toBe('filter=unrated&q=fish+%26+chips+');
  });

  it('round-trips through the URL', () => {
    const params = { filter: 'thumbsUp' as const, q: 'Café "Noir"' };
    expect(parseListSearchParams(new URLSearchParams(listSearchParams(params).toString()))).toEqual(
      params,
    );
  });
});

describe('emptyListMessage', () => {
  it.each([
    ['all', 'No restaurants added yet. Add your first restaurant!'],
    ['thumbsUp', 'No "would visit again" restaurants yet. Give some restaurants a thumbs up!'],
    [
      'thumbsDown',
      'No "would not visit again" restaurants yet. Give some restaurants a thumbs down!',
    ],
    ['unrated', 'No unrated restaurants. All your restaurants have been rated!'],
  ] as const)('restaurants, %s filter', (filter, message) => {
    expect(emptyListMessage('restaurants', { filter, q: '' })).toBe(message);
  });

  it.each([
    ['all', 'No meals added yet. Add your first meal!'],
    ['thumbsUp', 'No "would order again" meals yet. Give some meals a thumbs up!'],
    ['thumbsDown', 'No "would not order again" meals yet. Give some meals a thumbs down!'],
    ['unrated', 'No unrated meals. All your meals have been rated!'],
  ] as const)('meals, %s filter', (filter, message) => {
    expect(emptyListMessage('meals', { filter, q: '' })).toBe(message);
  });

  it('prefers the search text over the filter', () => {
    expect(emptyListMessage('restaurants', { filter: 'thumbsUp', q: 'zzz' })).toBe(
      'No restaurants match your search.',
    );
    expect(emptyListMessage('meals', { filter: 'unrated', q: 'zzz' })).toBe(
      'No meals match your search.',
    );
  });

  it('reads a list narrowed to a tag as a search without results', () => {
    const TAG = '64b7f0c2a1b2c3d4e5f60001';
    expect(emptyListMessage('meals', { filter: 'thumbsDown', q: '' }, TAG)).toBe(
      'No meals match your search.',
    );
    expect(emptyListMessage('restaurants', { filter: 'all', q: ' ' }, TAG)).toBe(
      'No restaurants match your search.',
    );
    expect(emptyListMessage('restaurants', { filter: 'thumbsDown', q: '' }, null)).toBe(
      'No "would not visit again" restaurants yet. Give some restaurants a thumbs down!',
    );
  });

  it('does not count a blank search as a search', () => {
    expect(isSearchActive({ filter: 'all', q: '  ' })).toBe(false);
    expect(emptyListMessage('meals', { filter: 'all', q: '  ' })).toBe(
      'No meals added yet. Add your first meal!',
    );
  });
});

describe('LIST_FILTERS', () => {
  it('labels the filters per resource as the spec names them, then Want to go (issue 45)', () => {
    expect(LIST_FILTERS.restaurants.map((f) => [f.value, f.label])).toEqual([
      ['all', 'All Restaurants'],
      ['thumbsUp', 'Thumbs Up'],
      ['thumbsDown', 'Thumbs Down'],
      ['unrated', 'Unrated'],
      ['wantToGo', 'Want to go'],
    ]);
    expect(LIST_FILTERS.meals.map((f) => [f.value, f.label])).toEqual([
      ['all', 'All Meals'],
      ['thumbsUp', 'Thumbs Up'],
      ['thumbsDown', 'Thumbs Down'],
      ['unrated', 'No Rating'],
    ]);
  });
});

describe('the want-to-go chip (restaurants)', () => {
  it('reads ?filter=wantToGo as all places saved for later, and writes it back', () => {
    const params = parseListSearchParams(new URLSearchParams('filter=wantToGo&q=sushi'));
    expect(params).toEqual({ filter: 'all', q: 'sushi', wantToGo: true });
    expect(listSearchParams(params).toString()).toBe('filter=wantToGo&q=sushi');
  });

  it('comes after the four spec filters on the restaurants list only', () => {
    expect(LIST_FILTERS.restaurants.map((option) => option.value)).toEqual([
      'all',
      'thumbsUp',
      'thumbsDown',
      'unrated',
      'wantToGo',
    ]);
    expect(LIST_FILTERS.meals.map((option) => option.value)).not.toContain('wantToGo');
  });

  it('has its own empty text; a search still wins', () => {
    const params = { filter: 'all', q: '', wantToGo: true } as const;
    expect(emptyListMessage('restaurants', params)).toBe(
      'No places saved for later yet. Use "Save for later" on Nearby to keep places you want to try.',
    );
    expect(emptyListMessage('restaurants', { ...params, q: 'x' })).toBe(
      'No restaurants match your search.',
    );
  });

  it('asks the API with wantToGo=true, not as a thumbs filter', () => {
    const query = listFilterQuery({ filter: 'all', q: '', wantToGo: true }, null);
    expect(query.toString()).toBe('wantToGo=true');
  });
});

describe('the meals with one person (?companion=)', () => {
  it('reads the name trimmed (the API tidies it), and a blank one as none', () => {
    const read = (search: string) => parseListSearchParams(new URLSearchParams(search));
    expect(read('companion=%20Sam%20Lee%20&filter=thumbsUp')).toEqual({
      filter: 'thumbsUp',
      q: '',
      companion: 'Sam Lee',
    });
    expect(read('companion=%20%20')).toEqual({ filter: 'all', q: '' });
  });

  it('keeps the person in the URL, the cache key and the API query', () => {
    const params = { filter: 'all' as const, q: ' tofu ', companion: 'Sam' };
    expect(listSearchParams(params).toString()).toBe('q=+tofu+&companion=Sam');
    expect(normalisedListParams(params)).toEqual({ filter: 'all', q: 'tofu', companion: 'Sam' });
    expect(listFilterQuery(params, null).toString()).toBe('q=tofu&companion=Sam');
  });

  it('says kindly that there are no meals with them yet, or that a filter found none', () => {
    expect(emptyListMessage('meals', { filter: 'all', q: '', companion: 'Jo' })).toBe(
      'No meals with Jo yet. Add Jo under "Who you were with" when you log a meal.',
    );
    expect(emptyListMessage('meals', { filter: 'thumbsUp', q: '', companion: 'Jo' })).toBe(
      'No meals match your search.',
    );
  });
});
