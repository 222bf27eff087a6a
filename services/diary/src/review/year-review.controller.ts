import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { AuthUser, reviewYearParamsSchema, YearReview } from '@dd/contracts';
import { CurrentUser, JwtAuthGuard, ZodValidationPipe } from '@dd/nest-common';
import { YearReviewService } from './year-review.service';

/** "Your year in food" (issue 44). */
@Controller('api/meals/review')
@UseGuards(JwtAuthGuard)
export class YearReviewController {
  constructor(private readonly reviews: YearReviewService) {}

  @Get(':year')
  review(
    @CurrentUser() user: AuthUser,
    @Param(new ZodValidationPipe(reviewYearParamsSchema)) { year }: { year: number },
  ): Promise<YearReview> {
    return this.reviews.review(user.id, year);
  }
}
