import { deriveCrumbs, singular, titleCase } from './deriveCrumbs';

const OBJECT_ID = '64b7f0c2a1b2c3d4e5f60718';
const UUID = '3f2b8c1e-9a4d-4c6b-8e2f-1a2b3c4d5e6f';

describe('deriveCrumbs', () => {
  it('has no crumbs on the landing page', () => {
    expect(deriveCrumbs('/')).toEqual([]);
  });

  it('title-cases a single segment and does not link the last crumb', () => {
    expect(deriveCrumbs('/meals')).toEqual([{ label: 'Meals' }]);
  });

  it('turns hyphens into spaces and capitalises every word', () => {
    expect(deriveCrumbs('/privacy-policy')).toEqual([{ label: 'Privacy Policy' }]);
    expect(deriveCrumbs('/forgot-password')).toEqual([{ label: 'Forgot Password' }]);
  });

  it('links every crumb but the last to its own path', () => {
    expect(deriveCrumbs('/posts/new')).toEqual([
      { label: 'Posts', to: '/posts' },
      { label: 'New' },
    ]);
    expect(deriveCrumbs('/restaurants/nearby')).toEqual([
      { label: 'Restaurants', to: '/restaurants' },
      { label: 'Nearby' },
    ]);
  });

  it("names a 24-hex id after the previous segment in the singular: 'Meal details'", () => {
    expect(deriveCrumbs(`/meals/${OBJECT_ID}`)).toEqual([
      { label: 'Meals', to: '/meals' },
      { label: 'Meal details' },
    ]);
  });

  it('links the id crumb when it is not last', () => {
    expect(deriveCrumbs(`/restaurants/${OBJECT_ID}/edit`)).toEqual([
      { label: 'Restaurants', to: '/restaurants' },
      { label: 'Restaurant details', to: `/restaurants/${OBJECT_ID}` },
      { label: 'Edit' },
    ]);
  });

  it('recognises upper-case hex and UUIDs', () => {
    expect(deriveCrumbs(`/meals/${OBJECT_ID.toUpperCase()}`)[1].label).toBe('Meal details');
    expect(deriveCrumbs(`/restaurants/${UUID}`)[1].label).toBe('Restaurant details');
  });

  it("calls an id in first position just 'Details'", () => {
    expect(deriveCrumbs(`/${OBJECT_ID}`)).toEqual([{ label: 'Details' }]);
    expect(deriveCrumbs(`/${UUID}/edit`)).toEqual([
      { label: 'Details', to: `/${UUID}` },
      { label: 'Edit' },
    ]);
  });

  it('does not treat near-ids (23 hex, non-hex) as ids', () => {
    expect(deriveCrumbs(`/meals/${OBJECT_ID.slice(1)}`)[1].label).toBe(OBJECT_ID.slice(1));
    expect(deriveCrumbs('/meals/zzzzzzzzzzzzzzzzzzzzzzzz')[1].label).toBe(
      'Zzzzzzzzzzzzzzzzzzzzzzzz',
    );
  });

  it('names an id after a hyphenated previous segment', () => {
    expect(deriveCrumbs(`/restaurant-tags/${OBJECT_ID}`)[1].label).toBe('Restaurant Tag details');
  });

  it('ignores empty segments from doubled or trailing slashes and decodes escapes', () => {
    expect(deriveCrumbs('/meals//new/')).toEqual([
      { label: 'Meals', to: '/meals' },
      { label: 'New' },
    ]);
    expect(deriveCrumbs('/caf%C3%A9')).toEqual([{ label: 'Café' }]);
  });
});

describe('helpers', () => {
  it('singularises regular plurals', () => {
    expect(singular('meals')).toBe('meal');
    expect(singular('categories')).toBe('category');
    expect(singular('address')).toBe('address');
  });

  it('title-cases hyphenated words', () => {
    expect(titleCase('reset-password')).toBe('Reset Password');
  });
});
