import { newRestaurantName, recentRestaurants } from './restaurantChoices';

const meal = (id: string | null, name = `Place ${id}`) => ({
  restaurantId: id ? { _id: id, name } : null,
});

describe('recentRestaurants', () => {
  it('lists the restaurants of the newest meals first, each once, at most three', () => {
    const meals = [meal('a'), meal(null), meal('b'), meal('a'), meal('c'), meal('d')];
    expect(recentRestaurants(meals).map((restaurant) => restaurant._id)).toEqual(['a', 'b', 'c']);
  });

  it('is empty for a diary without meals at restaurants', () => {
    expect(recentRestaurants([meal(null)])).toEqual([]);
  });
});

describe('newRestaurantName', () => {
  it('offers the trimmed text when no shown restaurant has that name', () => {
    expect(newRestaurantName('  Casa Nonna ', [{ name: 'Casa Blanca' }])).toBe('Casa Nonna');
  });

  it('offers nothing for blank text or a name already shown (any case)', () => {
    expect(newRestaurantName('   ', [])).toBeNull();
    expect(newRestaurantName('casa nonna', [{ name: 'Casa Nonna ' }])).toBeNull();
  });
});
