import { Controller, Delete, Get, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import {
  AuthUser,
  createMealTagSchema,
  CreateMealTagInput,
  DeletedResponse,
  deletedResponse,
  MealTag,
} from '@dd/contracts';
import { CurrentUser, Idempotent, JwtAuthGuard, IdParam, ValidBody } from '@dd/nest-common';
import type { FastifyReply } from 'fastify';
import { Types } from 'mongoose';
import type { DiaryNeed } from '../diaries/diary-access';
import { DiaryRecordsAccess } from '../diaries/diary-records-access';
import { TagLinksService } from '../tags/tag-links.service';
import type { MealRecord } from './meal.schema';
import { MealsRepository } from './meals.repository';
import { MEAL_NOT_FOUND } from './meals.service';

/**
 * Tags on a diary's meals (product spec §7 Meal tags): 404 unless the user is
 * a member of the meal's diary, 403 for a viewer's write; a link's tag must
 * be of the meal's diary.
 */
@Controller('api/meal-tags')
@UseGuards(JwtAuthGuard)
export class MealTagsController {
  constructor(
    private readonly tagLinks: TagLinksService,
    private readonly meals: MealsRepository,
    private readonly records: DiaryRecordsAccess,
  ) {}

  @Get('meal/:id')
  async list(@CurrentUser() user: AuthUser, @IdParam() id: string): Promise<MealTag[]> {
    const meal = await this.requireMeal(user.id, id, 'read');
    return this.tagLinks.mealLinks(meal.diaryId, id);
  }

  /** Idempotent: 201 with a new link, 200 with the one that already existed. */
  @Post()
  @Idempotent()
  async link(
    @CurrentUser() user: AuthUser,
    @ValidBody(createMealTagSchema) input: CreateMealTagInput,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MealTag> {
    const meal = await this.requireMeal(user.id, input.mealId, 'write');
    const { link, created } = await this.tagLinks.linkMeal(
      meal.diaryId,
      user.id,
      input.mealId,
      input.tagId,
    );
    void reply.status(created ? 201 : 200);
    return link;
  }

  /** Removes every tag of the meal (the save flow then links the selected ones); 200 `{ message }`. */
  @Delete('meal/:id/all')
  @HttpCode(200)
  async unlinkAll(@CurrentUser() user: AuthUser, @IdParam() id: string): Promise<DeletedResponse> {
    const meal = await this.requireMeal(user.id, id, 'write');
    await this.tagLinks.unlinkAllOfMeal(meal.diaryId, meal._id);
    return deletedResponse('mealTags');
  }

  private requireMeal(userId: string, id: string, need: DiaryNeed): Promise<MealRecord> {
    return this.records.record(
      userId,
      () => this.meals.findAnyById(new Types.ObjectId(id)),
      need,
      MEAL_NOT_FOUND,
    );
  }
}
