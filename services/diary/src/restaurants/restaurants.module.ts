import { DynamicModule, Module, Type } from '@nestjs/common';
import { DiaryAccessModule } from '../diaries/diary-access.module';
import { TagsModule } from '../tags/tags.module';
import { RestaurantTagsController } from './restaurant-tags.controller';
import { RestaurantsController } from './restaurants.controller';
import { RestaurantsDataModule } from './restaurants-data.module';
import { RestaurantMoves } from './restaurant-moves';
import { RestaurantsService } from './restaurants.service';

@Module({})
export class RestaurantsModule {
  /** `dependents`: the module that provides RestaurantDependents (the meals' data module). */
  static register(dependents: Type<unknown>): DynamicModule {
    return {
      module: RestaurantsModule,
      imports: [RestaurantsDataModule, TagsModule, dependents, DiaryAccessModule],
      controllers: [RestaurantsController, RestaurantTagsController],
      providers: [RestaurantsService, RestaurantMoves],
      exports: [RestaurantsService],
    };
  }
}
