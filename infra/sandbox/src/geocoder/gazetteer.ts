import { CITIES, type City } from '../dataset/cities';
import { distanceMetres, type LatLon } from '../dataset/geo';
import type { Dataset } from '../dataset/types';

/** A place the geocoder can name: a city, a zip code or a street of the data set. */
export interface Place extends LatLon {
  kind: 'city' | 'postcode' | 'street';
  city: City;
  street?: string;
  postcode?: string;
  displayName: string;
}

const REVERSE_STREET_RADIUS_M = 400;

/**
 * Knows the data set's cities (by name, "City, ST", state code or name), their
 * zip codes and streets, and answers forward and reverse look-ups like a
 * small Nominatim.
 */
export class Gazetteer {
  private readonly places: Place[];

  constructor(private readonly dataset: Dataset) {
    this.places = [...CITIES.map(cityPlace), ...this.postcodePlaces(), ...this.streetPlaces()];
  }

  /** The best match for free text: a street (with or without a house number), a zip, or a city/state. */
  search(query: string): Place | undefined {
    const text = normalise(query);
    if (!text) return undefined;
    const zip = /\b(\d{5})\b/.exec(text)?.[1];
    if (zip) return this.places.find((place) => place.postcode === zip);
    const city = CITIES.find((candidate) => mentionsCity(text, candidate));
    const street = this.places.find(
      (place) =>
        place.kind === 'street' &&
        (!city || place.city === city) &&
        text.includes(normalise(place.street!)),
    );
    if (street) return street;
    return city
      ? this.places.find((place) => place.kind === 'city' && place.city === city)
      : undefined;
  }

  /** The street of the nearest business within a few hundred metres, else the nearest city. */
  reverse(point: LatLon): Place {
    let nearest: { distance: number; street: string; zip: string; city: City } | undefined;
    for (const business of this.dataset.businesses) {
      const distance = distanceMetres(point, business.coordinates);
      if (!nearest || distance < nearest.distance) {
        nearest = {
          distance,
          street: business.location.street,
          zip: business.location.zip_code,
          city: CITIES.find((city) => city.slug === business.citySlug)!,
        };
      }
    }
    if (nearest && nearest.distance <= REVERSE_STREET_RADIUS_M) {
      return {
        kind: 'street',
        ...point,
        city: nearest.city,
        street: nearest.street,
        postcode: nearest.zip,
        displayName: displayName(nearest.city, nearest.street, nearest.zip),
      };
    }
    const city = [...CITIES].sort(
      (a, b) => distanceMetres(point, a.centre) - distanceMetres(point, b.centre),
    )[0]!;
    return cityPlace(city);
  }

  private postcodePlaces(): Place[] {
    return CITIES.flatMap((city) =>
      city.zipCodes.map((zip) => {
        const centre = centroid(
          this.dataset.businesses.filter((business) => business.location.zip_code === zip),
          city.centre,
        );
        return {
          kind: 'postcode' as const,
          ...centre,
          city,
          postcode: zip,
          displayName: displayName(city, undefined, zip),
        };
      }),
    );
  }

  private streetPlaces(): Place[] {
    return CITIES.flatMap((city) =>
      city.streets.map((street) => {
        const onStreet = this.dataset.businesses.filter(
          (business) => business.citySlug === city.slug && business.location.street === street,
        );
        return {
          kind: 'street' as const,
          ...centroid(onStreet, city.centre),
          city,
          street,
          displayName: displayName(city, street),
        };
      }),
    );
  }
}

function cityPlace(city: City): Place {
  return { kind: 'city', ...city.centre, city, displayName: displayName(city) };
}

function displayName(city: City, street?: string, zip?: string): string {
  return [street, city.name, city.stateName, zip, 'United States'].filter(Boolean).join(', ');
}

function mentionsCity(text: string, city: City): boolean {
  const words = ` ${text} `;
  return (
    words.includes(` ${normalise(city.name)} `) ||
    words.includes(` ${normalise(city.stateName)} `) ||
    words.endsWith(` ${city.state.toLowerCase()} `)
  );
}

function centroid(items: readonly { coordinates: LatLon }[], fallback: LatLon): LatLon {
  if (items.length === 0) return fallback;
  return {
    latitude: items.reduce((sum, item) => sum + item.coordinates.latitude, 0) / items.length,
    longitude: items.reduce((sum, item) => sum + item.coordinates.longitude, 0) / items.length,
  };
}

/** Lower case, punctuation to spaces, single spaces. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
