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
  CreateRestaurantInput,
  createRestaurantSchema,
  DeletedResponse,
  deletedResponse,
  Restaurant,
  RestaurantListQuery,
  restaurantListQuerySchema,
  RestaurantLocationInput,
  restaurantLocationInputSchema,
  RestaurantLocations,
  RestaurantLocationsQuery,
  restaurantLocationsQuerySchema,
  THUMBS_FILTER_PATHS,
  ThumbsInput,
  thumbsInputSchema,
  UpdateRestaurantInput,
  updateRestaurantSchema,
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
import { RestaurantsService } from './restaurants.service';

/** The user's restaurants (product spec §7 Restaurants). */
@Controller('api/restaurants')
@UseGuards(JwtAuthGuard)
export class RestaurantsController {
  constructor(
    private readonly restaurants: RestaurantsService,
    private readonly imageUrls: OwnImageUrls,
  ) {}

  /**
   * The whole list by default; one page with `?limit` (next page cursor in
   * `x-next-cursor`); `?yelpIds=a,b` only those created from these Yelp businesses.
   */
  @Get()
  async list(
    @CurrentUser() user: AuthUser,
    @ValidQuery(restaurantListQuerySchema) query: RestaurantListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Restaurant[]> {
    const page = await this.restaurants.list(user.id, query);
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
    @ValidQuery(restaurantListQuerySchema) query: RestaurantListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Restaurant[]> {
    return this.list(user, { ...query, filter: 'thumbsUp' }, reply);
  }

  @Get(THUMBS_FILTER_PATHS.thumbsDown)
  listThumbsDown(
    @CurrentUser() user: AuthUser,
    @ValidQuery(restaurantListQuerySchema) query: RestaurantListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Restaurant[]> {
    return this.list(user, { ...query, filter: 'thumbsDown' }, reply);
  }

  @Get(THUMBS_FILTER_PATHS.unrated)
  listUnrated(
    @CurrentUser() user: AuthUser,
    @ValidQuery(restaurantListQuerySchema) query: RestaurantListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Restaurant[]> {
    return this.list(user, { ...query, filter: 'unrated' }, reply);
  }

  /**
   * The map's places: `?filter&q&tagId` as for the list; the matching
   * restaurants with coordinates and the count of those without.
   * Declared before `:id`, which would read 'locations' as an id.
   */
  @Get('locations')
  locations(
    @CurrentUser() user: AuthUser,
    @ValidQuery(restaurantLocationsQuerySchema) query: RestaurantLocationsQuery,
  ): Promise<RestaurantLocations> {
    return this.restaurants.locations(user.id, query);
  }

  @Get(':id')
  get(@CurrentUser() user: AuthUser, @IdParam() id: string): Promise<Restaurant> {
    return this.restaurants.get(user.id, id);
  }

  /**
   * 201 with the new restaurant; 200 with the user's existing one (unchanged)
   * when the body's non-empty yelpId is already in the diary.
   */
  @Post()
  @Idempotent()
  async create(
    @CurrentUser() user: AuthUser,
    @Headers('authorization') authorization: string,
    @ValidBody(createRestaurantSchema) input: CreateRestaurantInput,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Restaurant> {
    const { restaurant, created } = await this.restaurants.create(
      user.id,
      await this.imageUrls.checked(authorization, input),
    );
    void reply.status(created ? 201 : 200);
    return restaurant;
  }

  /** 409 when the body sets a yelpId another of the user's restaurants has. */
  @Put(':id')
  async update(
    @CurrentUser() user: AuthUser,
    @Headers('authorization') authorization: string,
    @IdParam() id: string,
    @ValidBody(updateRestaurantSchema) input: UpdateRestaurantInput,
  ): Promise<Restaurant> {
    return this.restaurants.update(user.id, id, await this.imageUrls.checked(authorization, input));
  }

  @Put(':id/thumbs')
  setThumbs(
    @CurrentUser() user: AuthUser,
    @IdParam() id: string,
    @ValidBody(thumbsInputSchema) { isThumbsUp }: ThumbsInput,
  ): Promise<Restaurant> {
    return this.restaurants.setThumbs(user.id, id, isThumbsUp);
  }

  /** Saves the coordinates found for the restaurant (both, or both null to clear them). */
  @Put(':id/location')
  setLocation(
    @CurrentUser() user: AuthUser,
    @IdParam() id: string,
    @ValidBody(restaurantLocationInputSchema) input: RestaurantLocationInput,
  ): Promise<Restaurant> {
    return this.restaurants.setLocation(user.id, id, input);
  }

  /** 200 `{ message }`, as every delete answers: the original client reads every OK answer's JSON. */
  @Delete(':id')
  @HttpCode(200)
  async delete(@CurrentUser() user: AuthUser, @IdParam() id: string): Promise<DeletedResponse> {
    await this.restaurants.delete(user.id, id);
    return deletedResponse('restaurant');
  }
}
