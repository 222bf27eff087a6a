import {
  Controller,
  Delete,
  Get,
  HttpCode,
  NotFoundException,
  Post,
  Res,
  UseGuards,
} from '@nestjs/common';
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
import { TagLinksService } from '../tags/tag-links.service';
import { RestaurantsRepository } from './restaurants.repository';

/** Tags on the user's restaurants (product spec §7 Restaurant tags): 404 unless the restaurant is the user's. */
@Controller('api/restaurant-tags')
@UseGuards(JwtAuthGuard)
export class RestaurantTagsController {
  constructor(
    private readonly tagLinks: TagLinksService,
    private readonly restaurants: RestaurantsRepository,
  ) {}

  @Get('restaurant/:id')
  async list(@CurrentUser() user: AuthUser, @IdParam() id: string): Promise<RestaurantTag[]> {
    await this.requireRestaurant(user.id, id);
    return this.tagLinks.restaurantLinks(user.id, id);
  }

  /** Idempotent: 201 with a new link, 200 with the one that already existed. */
  @Post()
  @Idempotent()
  async link(
    @CurrentUser() user: AuthUser,
    @ValidBody(createRestaurantTagSchema) input: CreateRestaurantTagInput,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RestaurantTag> {
    await this.requireRestaurant(user.id, input.restaurantId);
    const { link, created } = await this.tagLinks.linkRestaurant(
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
    const restaurantId = await this.requireRestaurant(user.id, id);
    await this.tagLinks.unlinkAllOfRestaurant(user.id, restaurantId);
    return deletedResponse('restaurantTags');
  }

  private async requireRestaurant(userId: string, id: string): Promise<Types.ObjectId> {
    const restaurantId = new Types.ObjectId(id);
    if (!(await this.restaurants.exists(userId, restaurantId)))
      throw new NotFoundException('Restaurant not found');
    return restaurantId;
  }
}
