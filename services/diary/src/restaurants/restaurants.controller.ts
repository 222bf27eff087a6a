import { Controller, Delete, Get, HttpCode, Post, Put, Res, UseGuards } from '@nestjs/common';
import {
  AuthUser,
  CreateRestaurantInput,
  createRestaurantSchema,
  DiaryListQuery,
  diaryListQuerySchema,
  Restaurant,
  ThumbsInput,
  thumbsInputSchema,
  UpdateRestaurantInput,
  updateRestaurantSchema,
} from '@dd/contracts';
import { CurrentUser, JwtAuthGuard, IdParam, ValidBody, ValidQuery } from '@dd/nest-common';
import type { FastifyReply } from 'fastify';
import { setNextCursor } from '../common/paged';
import { RestaurantsService } from './restaurants.service';

/** The user's restaurants (SPEC §7 Restaurants). */
@Controller('api/restaurants')
@UseGuards(JwtAuthGuard)
export class RestaurantsController {
  constructor(private readonly restaurants: RestaurantsService) {}

  /** The whole list by default; one page with `?limit` (next page cursor in `x-next-cursor`). */
  @Get()
  async list(
    @CurrentUser() user: AuthUser,
    @ValidQuery(diaryListQuerySchema) query: DiaryListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Restaurant[]> {
    const page = await this.restaurants.list(user.id, query);
    setNextCursor(reply, page.next);
    return page.items;
  }

  @Get(':id')
  get(@CurrentUser() user: AuthUser, @IdParam() id: string): Promise<Restaurant> {
    return this.restaurants.get(user.id, id);
  }

  @Post()
  create(
    @CurrentUser() user: AuthUser,
    @ValidBody(createRestaurantSchema) input: CreateRestaurantInput,
  ): Promise<Restaurant> {
    return this.restaurants.create(user.id, input);
  }

  @Put(':id')
  update(
    @CurrentUser() user: AuthUser,
    @IdParam() id: string,
    @ValidBody(updateRestaurantSchema) input: UpdateRestaurantInput,
  ): Promise<Restaurant> {
    return this.restaurants.update(user.id, id, input);
  }

  @Put(':id/thumbs')
  setThumbs(
    @CurrentUser() user: AuthUser,
    @IdParam() id: string,
    @ValidBody(thumbsInputSchema) { isThumbsUp }: ThumbsInput,
  ): Promise<Restaurant> {
    return this.restaurants.setThumbs(user.id, id, isThumbsUp);
  }

  @Delete(':id')
  @HttpCode(204)
  delete(@CurrentUser() user: AuthUser, @IdParam() id: string): Promise<void> {
    return this.restaurants.delete(user.id, id);
  }
}
