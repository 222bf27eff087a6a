import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  AuthUser,
  CreateMealInput,
  createMealSchema,
  DiaryListQuery,
  diaryListQuerySchema,
  IdParams,
  idParamsSchema,
  Meal,
  ThumbsInput,
  thumbsInputSchema,
  UpdateMealInput,
  updateMealSchema,
} from '@dd/contracts';
import { CurrentUser, JwtAuthGuard, ZodValidationPipe } from '@dd/nest-common';
import type { FastifyReply } from 'fastify';
import { setNextCursor } from '../common/paged';
import { MealsService } from './meals.service';

/** The user's meals (SPEC §7 Meals). */
@Controller('api/meals')
@UseGuards(JwtAuthGuard)
export class MealsController {
  constructor(private readonly meals: MealsService) {}

  /** The whole list by default; one page with `?limit` (next page cursor in `x-next-cursor`). */
  @Get()
  async list(
    @CurrentUser() user: AuthUser,
    @Query(new ZodValidationPipe(diaryListQuerySchema)) query: DiaryListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Meal[]> {
    const page = await this.meals.list(user.id, query);
    setNextCursor(reply, page.next);
    return page.items;
  }

  @Get(':id')
  get(
    @CurrentUser() user: AuthUser,
    @Param(new ZodValidationPipe(idParamsSchema)) { id }: IdParams,
  ): Promise<Meal> {
    return this.meals.get(user.id, id);
  }

  @Post()
  create(
    @CurrentUser() user: AuthUser,
    @Body(new ZodValidationPipe(createMealSchema)) input: CreateMealInput,
  ): Promise<Meal> {
    return this.meals.create(user.id, input);
  }

  @Put(':id')
  update(
    @CurrentUser() user: AuthUser,
    @Param(new ZodValidationPipe(idParamsSchema)) { id }: IdParams,
    @Body(new ZodValidationPipe(updateMealSchema)) input: UpdateMealInput,
  ): Promise<Meal> {
    return this.meals.update(user.id, id, input);
  }

  @Put(':id/thumbs')
  setThumbs(
    @CurrentUser() user: AuthUser,
    @Param(new ZodValidationPipe(idParamsSchema)) { id }: IdParams,
    @Body(new ZodValidationPipe(thumbsInputSchema)) { isThumbsUp }: ThumbsInput,
  ): Promise<Meal> {
    return this.meals.setThumbs(user.id, id, isThumbsUp);
  }

  @Delete(':id')
  @HttpCode(204)
  delete(
    @CurrentUser() user: AuthUser,
    @Param(new ZodValidationPipe(idParamsSchema)) { id }: IdParams,
  ): Promise<void> {
    return this.meals.delete(user.id, id);
  }
}
