import { ServiceUnavailableException } from '@nestjs/common';
import { type Category, categorySchema } from '@dd/contracts';
import { z } from 'zod';

const TIMEOUT_MS = 5000;
export const CATEGORIES_UNAVAILABLE_MESSAGE =
  'Your categories cannot be read right now. Please try again in a moment.';

/**
 * The user's categories from the yelp service's own API, asked with the
 * user's bearer token when the export is requested (they are few, and the
 * job then needs no token of its own).
 */
export class YelpCategoriesClient {
  constructor(private readonly yelpUrl: string) {}

  async categoriesOf(authorization: string): Promise<Category[]> {
    try {
      const response = await fetch(`${this.yelpUrl}/api/categories`, {
        headers: { authorization, accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`yelp answered ${response.status}`);
      return z.array(categorySchema).parse(await response.json());
    } catch {
      throw new ServiceUnavailableException(CATEGORIES_UNAVAILABLE_MESSAGE);
    }
  }
}
