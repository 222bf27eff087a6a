import type { Types } from 'mongoose';

/**
 * The records of a domain above the restaurants that point at one (a meal's
 * restaurantId), told when a restaurant is deleted or moved: the restaurants need not
 * import that domain. The meals provide it (MealsDataModule); AppModule hands
 * their module to RestaurantsModule.register.
 */
export abstract class RestaurantDependents {
  /** Keeps the records of a deleted restaurant, without their reference to it. */
  abstract restaurantDeleted(userId: string, restaurantId: Types.ObjectId): Promise<void>;

  /** Ids of the diary's records at the restaurant. */
  abstract idsAt(diaryId: string, restaurantId: Types.ObjectId): Promise<Types.ObjectId[]>;

  /**
   * Moves the restaurant's records from one diary to the other, before the
   * restaurant itself; answers the ids of those now in the target.
   */
  abstract restaurantMoving(
    sourceDiaryId: string,
    targetDiaryId: string,
    restaurantId: Types.ObjectId,
  ): Promise<Types.ObjectId[]>;
}
