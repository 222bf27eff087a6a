import { Controller, Delete, Get, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import { AuthUser, createMealTagSchema, CreateMealTagInput, MealTag } from '@dd/contracts';
import { CurrentUser, JwtAuthGuard, IdParam, ValidBody } from '@dd/nest-common';
import type { FastifyReply } from 'fastify';
import { TagLinksService } from './tag-links.service';

/** Tags on the user's meals (SPEC §7 Meal tags). */
@Controller('api/meal-tags')
@UseGuards(JwtAuthGuard)
export class MealTagsController {
  constructor(private readonly tagLinks: TagLinksService) {}

  @Get('meal/:id')
  list(@CurrentUser() user: AuthUser, @IdParam() id: string): Promise<MealTag[]> {
    return this.tagLinks.mealLinks(user.id, id);
  }

  /** Idempotent: 201 with a new link, 200 with the one that already existed. */
  @Post()
  async link(
    @CurrentUser() user: AuthUser,
    @ValidBody(createMealTagSchema) input: CreateMealTagInput,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MealTag> {
    const { link, created } = await this.tagLinks.linkMeal(user.id, input.mealId, input.tagId);
    void reply.status(created ? 201 : 200);
    return link;
  }

  /** Removes every tag of the meal (the save flow then links the selected ones). */
  @Delete('meal/:id/all')
  @HttpCode(204)
  unlinkAll(@CurrentUser() user: AuthUser, @IdParam() id: string): Promise<void> {
    return this.tagLinks.unlinkAllOfMeal(user.id, id);
  }
}
