import { Module } from '@nestjs/common';
import { DiaryDataModule } from '../database/diary-data.module';
import { TagLinksModule } from '../tag-links/tag-links.module';
import { RestaurantsController } from './restaurants.controller';
import { RestaurantsService } from './restaurants.service';

@Module({
  imports: [DiaryDataModule, TagLinksModule],
  controllers: [RestaurantsController],
  providers: [RestaurantsService],
})
export class RestaurantsModule {}
