import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { TagLinksDataModule } from '../tag-links/tag-links-data.module';
import { RestaurantRecord, RestaurantRecordSchema } from './restaurant.schema';
import { RestaurantNamesCache } from './restaurant-names.cache';
import { RestaurantsRepository } from './restaurants.repository';
import { YelpBusinessLinks } from './yelp-claims/yelp-business-links';
import { YelpClaimRecord, YelpClaimRecordSchema } from './yelp-claims/yelp-claim.schema';
import { YelpClaimsRepository } from './yelp-claims/yelp-claims.repository';

/** The restaurants and their Yelp claims; every other module reaches them through these. */
@Module({
  imports: [
    TagLinksDataModule,
    MongooseModule.forFeature([
      { name: RestaurantRecord.name, schema: RestaurantRecordSchema },
      { name: YelpClaimRecord.name, schema: YelpClaimRecordSchema },
    ]),
  ],
  providers: [RestaurantsRepository, RestaurantNamesCache, YelpClaimsRepository, YelpBusinessLinks],
  exports: [RestaurantsRepository, YelpBusinessLinks],
})
export class RestaurantsDataModule {}
