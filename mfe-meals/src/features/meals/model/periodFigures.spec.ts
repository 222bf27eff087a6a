import { periodFigures } from './periodFigures';
import { describeRange, timelineEmptyText } from './timelineTexts';

describe('periodFigures', () => {
  it('gives meals, places, the share of thumbs up among rated meals and new places', () => {
    expect(
      periodFigures({ meals: 1234, thumbsUp: 2, rated: 3, places: 40, newPlaces: 1 }, 'en-US'),
    ).toEqual([
      { label: 'Meals', value: '1,234' },
      { label: 'Places', value: '40' },
      { label: 'Thumbs up', value: '67%', detail: 'of 3 rated' },
      { label: 'New place', value: '1' },
    ]);
  });

  it('shows a dash for the share when no meal is rated, and singular labels for one', () => {
    expect(
      periodFigures({ meals: 1, thumbsUp: 0, rated: 0, places: 1, newPlaces: 0 }, 'en-US'),
    ).toEqual([
      { label: 'Meal', value: '1' },
      { label: 'Place', value: '1' },
      { label: 'Thumbs up', value: '–', detail: 'No rated meals' },
      { label: 'New places', value: '0' },
    ]);
  });
});

describe('timeline texts', () => {
  const all = { filter: 'all', q: '' } as const;
  const march = { from: '2025-03-01', to: '2025-03-31' };

  it('describes the period', () => {
    expect(describeRange(march, 'en-US')).toBe('Mar 1, 2025 – Mar 31, 2025');
    expect(describeRange({ from: '2025-03-01', to: null }, 'en-US')).toBe('Since Mar 1, 2025');
    expect(describeRange({ from: null, to: '2025-03-31' }, 'en-US')).toBe('Until Mar 31, 2025');
    expect(describeRange({ from: null, to: null }, 'en-US')).toBe('All time');
  });

  it("uses the spec's list texts over all time or with a search, and the period's otherwise", () => {
    const allTime = { from: null, to: null };
    expect(timelineEmptyText(all, null, allTime)).toBe('No meals added yet. Add your first meal!');
    expect(timelineEmptyText({ filter: 'all', q: 'tofu' }, null, march)).toBe(
      'No meals match your search.',
    );
    expect(timelineEmptyText(all, null, march)).toBe('No meals logged in this period.');
    expect(timelineEmptyText({ filter: 'thumbsUp', q: '' }, null, march)).toBe(
      'No meals in this period match this filter.',
    );
  });
});
