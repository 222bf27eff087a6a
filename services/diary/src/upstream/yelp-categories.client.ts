import { ServiceUnavailableException } from '@nestjs/common';
import { type Category, categorySchema } from '@dd/contracts';
import { z } from 'zod';

const TIMEOUT_MS = 5000;
export const CATEGORIES_UNAVAILABLE_MESSAGE =
  'Your categories cannot be read right now. Please try again in a moment.';

/**
 * The user's categories over the yelp service's own API, with the user's
 * bearer token: read when an export is requested (they are few, and the job
 * then needs no token of its own), and added back by an import.
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

  /** Adds a category (yelp answers 200 with the existing one of the same name); answers whether it is new. */
  async add(authorization: string, name: string): Promise<boolean> {
    const response = await fetch(`${this.yelpUrl}/api/categories`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ name }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status !== 200 && response.status !== 201)
      throw new Error(`yelp answered ${response.status} to a new category`);
    return response.status === 201;
  }
}
