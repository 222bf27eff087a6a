import type { SandboxBusiness } from '../dataset/types';
import { isOpenNow } from './open-now';

/** Turns the sandbox's records into Yelp Fusion v3 JSON; `baseUrl` makes photo URLs absolute. */
export class YelpSerializer {
  constructor(private readonly baseUrl: string) {}

  photoUrl(business: SandboxBusiness, index: number): string {
    return `${this.baseUrl}/yelp/photos/${business.id}/${index}.svg`;
  }

  /** A business as /v3/businesses/search lists it. */
  summary(business: SandboxBusiness, distance?: number) {
    const { street: _street, ...location } = business.location;
    return {
      id: business.id,
      alias: business.alias,
      name: business.name,
      image_url: this.photoUrl(business, 0),
      is_closed: false,
      url: `https://www.yelp.com/biz/${business.alias}`,
      review_count: business.review_count,
      categories: business.categories,
      rating: business.rating,
      coordinates: business.coordinates,
      transactions: business.transactions,
      price: business.price,
      location,
      phone: business.phone,
      display_phone: business.display_phone,
      ...(distance === undefined ? {} : { distance }),
    };
  }

  /** A business as /v3/businesses/{id} answers it. */
  details(business: SandboxBusiness) {
    return {
      ...this.summary(business),
      is_claimed: true,
      photos: Array.from({ length: business.photoCount }, (_, index) =>
        this.photoUrl(business, index),
      ),
      hours: [
        {
          open: business.hours,
          hours_type: 'REGULAR',
          is_open_now: isOpenNow(business, new Date()),
        },
      ],
    };
  }

  /** /v3/businesses/{id}/reviews */
  reviews(business: SandboxBusiness) {
    return {
      reviews: business.reviews.map((review) => ({
        id: review.id,
        url: `https://www.yelp.com/biz/${business.alias}?hrid=${review.id}`,
        text: review.text,
        rating: review.rating,
        time_created: review.time_created,
        user: {
          id: review.userId,
          profile_url: `https://www.yelp.com/user_details?userid=${review.userId}`,
          image_url: null,
          name: review.userName,
        },
      })),
      total: business.review_count,
      possible_languages: ['en'],
    };
  }
}
