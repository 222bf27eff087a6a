import { Controller, Delete, Get, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import {
  AuthUser,
  createRestaurantTagSchema,
  CreateRestaurantTagInput,
  DeletedResponse,
  deletedResponse,
  RestaurantTag,
} from '@dd/contracts';
import { CurrentUser, Idempotent, JwtAuthGuard, IdParam, ValidBody } from '@dd/nest-common';
import type { FastifyReply } from 'fastify';
import { Types } from 'mongoose';
import type { DiaryNeed } from '../diaries/diary-access';
import { DiaryRecordsAccess } from '../diaries/diary-records-access';
import { TagLinksService } from '../tags/tag-links.service';
import type { RestaurantRecord } from './restaurant.schema';
import { RestaurantsRepository } from './restaurants.repository';
import { RESTAURANT_NOT_FOUND } from './restaurants.service';

/**
 * Tags on a diary's restaurants (product spec §7 Restaurant tags): 404 unless
 * the user is a member of the restaurant's diary, 403 for a viewer's write;
 * a link's tag must be of the restaurant's diary.
 */
@Controller('api/restaurant-tags')
@UseGuards(JwtAuthGuard)
export class RestaurantTagsController {
  constructor(
    private readonly tagLinks: TagLinksService,
    private readonly restaurants: RestaurantsRepository,
    private readonly records: DiaryRecordsAccess,
  ) {}

  @Get('restaurant/:id')
  async list(@CurrentUser() user: AuthUser, @IdParam() id: string): Promise<RestaurantTag[]> {
    const restaurant = await this.requireRestaurant(user.id, id, 'read');
    return this.tagLinks.restaurantLinks(restaurant.diaryId, id);
  }

  /** Idempotent: 201 with a new link, 200 with the one that already existed. */
  @Post()
  @Idempotent()
  async link(
    @CurrentUser() user: AuthUser,
    @ValidBody(createRestaurantTagSchema) input: CreateRestaurantTagInput,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RestaurantTag> {
    const restaurant = await this.requireRestaurant(user.id, input.restaurantId, 'write');
    const { link, created } = await this.tagLinks.linkRestaurant(
      restaurant.diaryId,
      user.id,
      input.restaurantId,
      input.tagId,
    );
    void reply.status(created ? 201 : 200);
    return link;
  }

  /** Removes every tag of the restaurant (the save flow then links the selected ones); 200 `{ message }`. */
  @Delete('restaurant/:id')
  @HttpCode(200)
  async unlinkAll(@CurrentUser() user: AuthUser, @IdParam() id: string): Promise<DeletedResponse> {
    const restaurant = await this.requireRestaurant(user.id, id, 'write');
    await this.tagLinks.unlinkAllOfRestaurant(restaurant.diaryId, restaurant._id);
    return deletedResponse('restaurantTags');
  }

  private requireRestaurant(
    userId: string,
    id: string,
    need: DiaryNeed,
  ): Promise<RestaurantRecord> {
    return this.records.record(
      userId,
      () => this.restaurants.findAnyById(new Types.ObjectId(id)),
      need,
      RESTAURANT_NOT_FOUND,
    );
  }
}
