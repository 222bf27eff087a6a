import {
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Post,
  Put,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  AuthUser,
  CreateMealInput,
  createMealSchema,
  DeletedResponse,
  deletedResponse,
  Meal,
  MealListQuery,
  mealListQuerySchema,
  MealTimelineStats,
  MealTimelineStatsQuery,
  mealTimelineStatsQuerySchema,
  THUMBS_FILTER_PATHS,
  ThumbsInput,
  thumbsInputSchema,
  UpdateMealInput,
  updateMealSchema,
} from '@dd/contracts';
import {
  CurrentUser,
  Idempotent,
  JwtAuthGuard,
  IdParam,
  ValidBody,
  ValidQuery,
} from '@dd/nest-common';
import type { FastifyReply } from 'fastify';
import { setNextCursor } from '../common/paged';
import { OwnImageUrls } from '../images/own-image-urls';
import { MealsService } from './meals.service';

/** The user's meals (product spec §7 Meals). */
@Controller('api/meals')
@UseGuards(JwtAuthGuard)
export class MealsController {
  constructor(
    private readonly meals: MealsService,
    private readonly imageUrls: OwnImageUrls,
  ) {}

  /**
   * The whole list by default; one page with `?limit` (next page cursor in `x-next-cursor`);
   * `?restaurantId` keeps the meals at that restaurant, `?from`/`?to` those dated within.
   */
  @Get()
  async list(
    @CurrentUser() user: AuthUser,
    @ValidQuery(mealListQuerySchema) query: MealListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Meal[]> {
    const page = await this.meals.list(user.id, query);
    setNextCursor(reply, page.next);
    return page.items;
  }

  /**
   * The original client's filter tabs: the list with that `filter`, whatever
   * `?filter` says (issue 41). Declared before `:id`, which would read them as ids.
   */
  @Get(THUMBS_FILTER_PATHS.thumbsUp)
  listThumbsUp(
    @CurrentUser() user: AuthUser,
    @ValidQuery(mealListQuerySchema) query: MealListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Meal[]> {
    return this.list(user, { ...query, filter: 'thumbsUp' }, reply);
  }

  @Get(THUMBS_FILTER_PATHS.thumbsDown)
  listThumbsDown(
    @CurrentUser() user: AuthUser,
    @ValidQuery(mealListQuerySchema) query: MealListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Meal[]> {
    return this.list(user, { ...query, filter: 'thumbsDown' }, reply);
  }

  @Get(THUMBS_FILTER_PATHS.unrated)
  listUnrated(
    @CurrentUser() user: AuthUser,
    @ValidQuery(mealListQuerySchema) query: MealListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Meal[]> {
    return this.list(user, { ...query, filter: 'unrated' }, reply);
  }

  /** The figures of the meals `GET /api/meals` answers for the same filters (the timeline's header). */
  @Get('timeline-stats')
  timelineStats(
    @CurrentUser() user: AuthUser,
    @ValidQuery(mealTimelineStatsQuerySchema) query: MealTimelineStatsQuery,
  ): Promise<MealTimelineStats> {
    return this.meals.timelineStats(user.id, query);
  }

  @Get(':id')
  get(@CurrentUser() user: AuthUser, @IdParam() id: string): Promise<Meal> {
    return this.meals.get(user.id, id);
  }

  @Post()
  @Idempotent()
  async create(
    @CurrentUser() user: AuthUser,
    @Headers('authorization') authorization: string,
    @ValidBody(createMealSchema) input: CreateMealInput,
  ): Promise<Meal> {
    return this.meals.create(user.id, await this.imageUrls.checked(authorization, input));
  }

  @Put(':id')
  async update(
    @CurrentUser() user: AuthUser,
    @Headers('authorization') authorization: string,
    @IdParam() id: string,
    @ValidBody(updateMealSchema) input: UpdateMealInput,
  ): Promise<Meal> {
    return this.meals.update(user.id, id, await this.imageUrls.checked(authorization, input));
  }

  @Put(':id/thumbs')
  setThumbs(
    @CurrentUser() user: AuthUser,
    @IdParam() id: string,
    @ValidBody(thumbsInputSchema) { isThumbsUp }: ThumbsInput,
  ): Promise<Meal> {
    return this.meals.setThumbs(user.id, id, isThumbsUp);
  }

  /** 200 `{ message }`, as every delete answers: the original client reads every OK answer's JSON. */
  @Delete(':id')
  @HttpCode(200)
  async delete(@CurrentUser() user: AuthUser, @IdParam() id: string): Promise<DeletedResponse> {
    await this.meals.delete(user.id, id);
    return deletedResponse('meal');
  }
}
