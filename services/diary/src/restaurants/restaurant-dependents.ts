import type { Types } from 'mongoose';

/**
 * The records of a domain above the restaurants that point at one (a meal's
 * restaurantId), told when a restaurant is deleted: the restaurants need not
 * import that domain. The meals provide it (MealsDataModule); AppModule hands
 * their module to RestaurantsModule.register.
 */
export abstract class RestaurantDependents {
  /** Keeps the records of a deleted restaurant, without their reference to it. */
  abstract restaurantDeleted(userId: string, restaurantId: Types.ObjectId): Promise<void>;
}
