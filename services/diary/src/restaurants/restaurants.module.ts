import { Module } from '@nestjs/common';
import { MealsDataModule } from '../meals/meals-data.module';
import { TagLinksModule } from '../tag-links/tag-links.module';
import { RestaurantsController } from './restaurants.controller';
import { RestaurantsDataModule } from './restaurants-data.module';
import { RestaurantsService } from './restaurants.service';

@Module({
  imports: [RestaurantsDataModule, MealsDataModule, TagLinksModule],
  controllers: [RestaurantsController],
  providers: [RestaurantsService],
})
export class RestaurantsModule {}
