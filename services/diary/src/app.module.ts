import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule } from '@dd/nest-common';
import type { DiaryConfig } from './config';
import { CompanionsModule } from './companions/companions.module';
import { RequestBodyTypeModule } from './common/http/request-body-type.module';
import { DiaryCacheModule } from './database/diary-cache.module';
import { DiariesModule } from './diaries/diaries.module';
import { DiaryErasureModule } from './erasure/diary-erasure.module';
import { ExportsModule } from './exports/exports.module';
import { ImageOwnershipModule } from './images/image-ownership.module';
import { ImportsModule } from './imports/imports.module';
import { GoogleMapsImportModule } from './google-maps-import/google-maps-import.module';
import { MealsDataModule } from './meals/meals-data.module';
import { MealsModule } from './meals/meals.module';
import { PostsModule } from './posts/posts.module';
import { YearReviewModule } from './review/year-review.module';
import { RestaurantsModule } from './restaurants/restaurants.module';
import { SharesModule } from './shares/shares.module';
import { TagsModule } from './tags/tags.module';
import { PersonalDiaryBackfillModule } from './upgrade/personal-diary-backfill.module';

@Module({})
export class AppModule {
  static forRoot(config: DiaryConfig): DynamicModule {
    // A deleted restaurant's meals are kept without it (RestaurantDependents).
    const restaurants = RestaurantsModule.register(MealsDataModule);
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot(config),
        DiaryCacheModule.forRoot(config.redis),
        RequestBodyTypeModule,
        // Before any module that serves records: older records get their diary first.
        PersonalDiaryBackfillModule,
        ImageOwnershipModule.forRoot(config.mediaUrl),
        restaurants,
        YearReviewModule,
        MealsModule,
        CompanionsModule,
        TagsModule,
        PostsModule,
        ExportsModule.forRoot(config.exports, config.redis),
        ImportsModule.forRoot(config.imports, config.redis),
        GoogleMapsImportModule,
        SharesModule.register(restaurants, config.mediaUrl),
        DiariesModule.forRoot(config.mail),
        DiaryErasureModule,
      ],
    };
  }
}
