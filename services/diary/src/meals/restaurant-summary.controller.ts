import { Controller, Get, UseGuards } from '@nestjs/common';
import { AuthUser, RestaurantSummary } from '@dd/contracts';
import { CurrentUser, IdParam, JwtAuthGuard } from '@dd/nest-common';
import { MealsService } from './meals.service';

/** What the user ordered at one of their restaurants, from its meals (product spec §7 Restaurants). */
@Controller('api/restaurants')
@UseGuards(JwtAuthGuard)
export class RestaurantSummaryController {
  constructor(private readonly meals: MealsService) {}

  /** Liked and skipped dishes and the visits (days with meals) at one restaurant. */
  @Get(':id/summary')
  summary(@CurrentUser() user: AuthUser, @IdParam() id: string): Promise<RestaurantSummary> {
    return this.meals.restaurantSummary(user.id, id);
  }
}
