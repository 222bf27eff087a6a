import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import {
  MealTagRecord,
  MealTagRecordSchema,
  RestaurantTagRecord,
  RestaurantTagRecordSchema,
} from './tag-link.schema';
import { ReviewVersions } from './review-versions';
import { TagLinksCaches } from './tag-links-caches';
import { MealTagsRepository, RestaurantTagsRepository } from './tag-links.repository';

/** The links of tags to restaurants and to meals. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: RestaurantTagRecord.name, schema: RestaurantTagRecordSchema },
      { name: MealTagRecord.name, schema: MealTagRecordSchema },
    ]),
  ],
  providers: [RestaurantTagsRepository, MealTagsRepository, ReviewVersions, TagLinksCaches],
  exports: [RestaurantTagsRepository, MealTagsRepository, ReviewVersions],
})
export class TagLinksDataModule {}
