import { readListView, withListView } from './listView';

describe('the list view in the URL', () => {
  it('reads ?view=map as the map and anything else as the grid', () => {
    expect(readListView(new URLSearchParams('view=map'))).toBe('map');
    expect(readListView(new URLSearchParams(''))).toBe('grid');
    expect(readListView(new URLSearchParams('view=grid'))).toBe('grid');
    expect(readListView(new URLSearchParams('view=globe'))).toBe('grid');
  });

  it('sets the map and leaves the default grid out, keeping filter, search and tag', () => {
    const list = new URLSearchParams('filter=thumbsUp&q=pizza&tag=64b7f0c2a1b2c3d4e5f60701');
    const map = withListView(list, 'map');
    expect(map.toString()).toBe('filter=thumbsUp&q=pizza&tag=64b7f0c2a1b2c3d4e5f60701&view=map');
    expect(withListView(map, 'grid').toString()).toBe(list.toString());
    expect(list.has('view')).toBe(false);
  });
});
