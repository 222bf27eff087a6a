import { DynamicModule, Module } from '@nestjs/common';
import { DiaryAccessModule } from '../diaries/diary-access.module';
import { MealsDataModule } from '../meals/meals-data.module';
import { RestaurantsDataModule } from '../restaurants/restaurants-data.module';
import { TagsDataModule } from '../tags/tags-data.module';
import { TagsModule } from '../tags/tags.module';
import { MediaPhotosClient } from '../upstream/media-photos.client';
import { SharePageController } from './share-page.controller';
import { SharePagesService, SHARE_MEDIA } from './share-pages.service';
import { SharedViews } from './shared-view';
import { SharesController } from './shares.controller';
import { SharesDataModule } from './shares-data.module';
import { SharesService } from './shares.service';

@Module({})
export class SharesModule {
  /**
   * `restaurants`: the app's RestaurantsModule, whose list conditions choose
   * a restaurants share; `mediaUrl`: where the shared photos are read.
   */
  static register(restaurants: DynamicModule, mediaUrl: string): DynamicModule {
    return {
      module: SharesModule,
      imports: [
        SharesDataModule,
        restaurants,
        RestaurantsDataModule,
        MealsDataModule,
        TagsDataModule,
        TagsModule,
        DiaryAccessModule,
      ],
      controllers: [SharesController, SharePageController],
      providers: [
        SharesService,
        SharedViews,
        SharePagesService,
        { provide: SHARE_MEDIA, useValue: new MediaPhotosClient(mediaUrl) },
      ],
    };
  }
}
