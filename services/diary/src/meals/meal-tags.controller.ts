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
  createMealTagSchema,
  CreateMealTagInput,
  DeletedResponse,
  deletedResponse,
  MealTag,
} from '@dd/contracts';
import { CurrentUser, Idempotent, JwtAuthGuard, IdParam, ValidBody } from '@dd/nest-common';
import type { FastifyReply } from 'fastify';
import { Types } from 'mongoose';
import { TagLinksService } from '../tags/tag-links.service';
import { MealsRepository } from './meals.repository';

/** Tags on the user's meals (product spec §7 Meal tags): 404 unless the meal is the user's. */
@Controller('api/meal-tags')
@UseGuards(JwtAuthGuard)
export class MealTagsController {
  constructor(
    private readonly tagLinks: TagLinksService,
    private readonly meals: MealsRepository,
  ) {}

  @Get('meal/:id')
  async list(@CurrentUser() user: AuthUser, @IdParam() id: string): Promise<MealTag[]> {
    await this.requireMeal(user.id, id);
    return this.tagLinks.mealLinks(user.id, id);
  }

  /** Idempotent: 201 with a new link, 200 with the one that already existed. */
  @Post()
  @Idempotent()
  async link(
    @CurrentUser() user: AuthUser,
    @ValidBody(createMealTagSchema) input: CreateMealTagInput,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MealTag> {
    await this.requireMeal(user.id, input.mealId);
    const { link, created } = await this.tagLinks.linkMeal(user.id, input.mealId, input.tagId);
    void reply.status(created ? 201 : 200);
    return link;
  }

  /** Removes every tag of the meal (the save flow then links the selected ones); 200 `{ message }`. */
  @Delete('meal/:id/all')
  @HttpCode(200)
  async unlinkAll(@CurrentUser() user: AuthUser, @IdParam() id: string): Promise<DeletedResponse> {
    const mealId = await this.requireMeal(user.id, id);
    await this.tagLinks.unlinkAllOfMeal(user.id, mealId);
    return deletedResponse('mealTags');
  }

  private async requireMeal(userId: string, id: string): Promise<Types.ObjectId> {
    const mealId = new Types.ObjectId(id);
    if (!(await this.meals.exists(userId, mealId))) throw new NotFoundException('Meal not found');
    return mealId;
  }
}
