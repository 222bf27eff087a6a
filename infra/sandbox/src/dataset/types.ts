import type { LatLon } from './geo';

export interface OpenSlot {
  is_overnight: boolean;
  start: string;
  end: string;
  /** 0 = Monday … 6 = Sunday */
  day: number;
}

export interface SandboxReview {
  id: string;
  rating: number;
  text: string;
  time_created: string;
  userName: string;
  userId: string;
}

/** One generated business, with image paths relative to the sandbox (made absolute per request). */
export interface SandboxBusiness {
  id: string;
  alias: string;
  name: string;
  citySlug: string;
  categories: { alias: string; title: string }[];
  /** Colour of its generated photos. */
  colour: string;
  rating: number;
  review_count: number;
  price: string;
  phone: string;
  display_phone: string;
  location: {
    address1: string;
    address2: string | null;
    address3: string | null;
    street: string;
    city: string;
    zip_code: string;
    country: string;
    state: string;
    display_address: string[];
  };
  coordinates: LatLon;
  transactions: string[];
  hours: OpenSlot[];
  timeZone: string;
  photoCount: number;
  reviews: SandboxReview[];
  /** Words search matches `term` against (name, categories, dishes). */
  keywords: string;
}

export interface Dataset {
  businesses: readonly SandboxBusiness[];
  /** By id and by alias. */
  byIdOrAlias: ReadonlyMap<string, SandboxBusiness>;
}
