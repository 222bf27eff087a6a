import { Controller, Delete, Get, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import {
  AuthUser,
  createRestaurantTagSchema,
  CreateRestaurantTagInput,
  RestaurantTag,
} from '@dd/contracts';
import { CurrentUser, JwtAuthGuard, IdParam, ValidBody } from '@dd/nest-common';
import type { FastifyReply } from 'fastify';
import { TagLinksService } from './tag-links.service';

/** Tags on the user's restaurants (SPEC §7 Restaurant tags). */
@Controller('api/restaurant-tags')
@UseGuards(JwtAuthGuard)
export class RestaurantTagsController {
  constructor(private readonly tagLinks: TagLinksService) {}

  @Get('restaurant/:id')
  list(@CurrentUser() user: AuthUser, @IdParam() id: string): Promise<RestaurantTag[]> {
    return this.tagLinks.restaurantLinks(user.id, id);
  }

  /** Idempotent: 201 with a new link, 200 with the one that already existed. */
  @Post()
  async link(
    @CurrentUser() user: AuthUser,
    @ValidBody(createRestaurantTagSchema) input: CreateRestaurantTagInput,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RestaurantTag> {
    const { link, created } = await this.tagLinks.linkRestaurant(
      user.id,
      input.restaurantId,
      input.tagId,
    );
    void reply.status(created ? 201 : 200);
    return link;
  }

  /** Removes every tag of the restaurant (the save flow then links the selected ones). */
  @Delete('restaurant/:id')
  @HttpCode(204)
  unlinkAll(@CurrentUser() user: AuthUser, @IdParam() id: string): Promise<void> {
    return this.tagLinks.unlinkAllOfRestaurant(user.id, id);
  }
}
