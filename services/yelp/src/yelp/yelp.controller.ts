import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import {
  type AuthUser,
  yelpAutocompleteQuerySchema,
  yelpBusinessIdSchema,
  yelpNearbyQuerySchema,
  yelpSearchQuerySchema,
  type YelpAutocompleteQuery,
  type YelpNearbyQuery,
  type YelpSearchQuery,
} from '@dd/contracts';
import { CurrentUser, JwtAuthGuard, ZodValidationPipe, ValidQuery } from '@dd/nest-common';
import { YelpService } from './yelp.service';

/** /api/yelp: the business-listing proxy (product spec §7). Query strings are whitelisted by the contract schemas. */
@Controller('api/yelp')
@UseGuards(JwtAuthGuard)
export class YelpController {
  constructor(private readonly yelp: YelpService) {}

  @Get('search')
  search(@CurrentUser() user: AuthUser, @ValidQuery(yelpSearchQuerySchema) query: YelpSearchQuery) {
    return this.yelp.search(user.id, query);
  }

  @Get('search/nearby')
  nearby(@CurrentUser() user: AuthUser, @ValidQuery(yelpNearbyQuerySchema) query: YelpNearbyQuery) {
    return this.yelp.nearby(user.id, query);
  }

  @Get('autocomplete')
  autocomplete(
    @CurrentUser() user: AuthUser,
    @ValidQuery(yelpAutocompleteQuerySchema) query: YelpAutocompleteQuery,
  ) {
    return this.yelp.autocomplete(user.id, query);
  }

  @Get('business/:id')
  business(
    @CurrentUser() user: AuthUser,
    @Param('id', new ZodValidationPipe(yelpBusinessIdSchema)) id: string,
  ) {
    return this.yelp.business(user.id, id);
  }

  @Get('business/:id/reviews')
  reviews(
    @CurrentUser() user: AuthUser,
    @Param('id', new ZodValidationPipe(yelpBusinessIdSchema)) id: string,
  ) {
    return this.yelp.reviews(user.id, id);
  }
}
