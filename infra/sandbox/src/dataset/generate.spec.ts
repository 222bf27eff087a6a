import { CITIES } from './cities';
import { BUSINESSES_PER_CITY, generateDataset } from './generate';
import { distanceMetres } from './geo';

describe('generateDataset', () => {
  const dataset = generateDataset();

  it('is deterministic for a seed and differs for another', () => {
    expect(generateDataset().businesses.map((b) => b.id)).toEqual(
      dataset.businesses.map((b) => b.id),
    );
    expect(generateDataset(7).businesses[0]!.id).not.toBe(dataset.businesses[0]!.id);
  });

  it.each(CITIES.map((city) => [city.name, city] as const))(
    'puts %s businesses within the spread of the real city centre',
    (_name, city) => {
      const inCity = dataset.businesses.filter((b) => b.citySlug === city.slug);
      expect(inCity).toHaveLength(BUSINESSES_PER_CITY);
      for (const business of inCity) {
        expect(distanceMetres(city.centre, business.coordinates)).toBeLessThanOrEqual(
          city.spreadMetres + 1,
        );
        expect(business.location).toMatchObject({ city: city.name, state: city.state });
        expect(city.zipCodes).toContain(business.location.zip_code);
      }
    },
  );

  it('gives every business unique ids and aliases, half-step ratings, price, hours and reviews', () => {
    const ids = new Set(dataset.businesses.map((b) => b.id));
    const aliases = new Set(dataset.businesses.map((b) => b.alias));
    expect(ids.size).toBe(dataset.businesses.length);
    expect(aliases.size).toBe(dataset.businesses.length);
    for (const business of dataset.businesses) {
      expect(business.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(business.rating * 2).toBe(Math.round(business.rating * 2));
      expect(business.price).toMatch(/^\${1,4}$/);
      expect(business.hours.length).toBeGreaterThanOrEqual(6);
      expect(business.reviews.length).toBeGreaterThanOrEqual(3);
      expect(business.phone).toMatch(/^\+1\d{10}$/);
    }
  });
});
