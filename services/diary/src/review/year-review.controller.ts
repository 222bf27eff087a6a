import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import {
  AuthUser,
  ReviewQuery,
  reviewQuerySchema,
  reviewYearParamsSchema,
  YearReview,
} from '@dd/contracts';
import { CurrentUser, JwtAuthGuard, ValidQuery, ZodValidationPipe } from '@dd/nest-common';
import { DiaryRecordsAccess } from '../diaries/diary-records-access';
import { YearReviewService } from './year-review.service';

/** "Your year in food" (issue 44), of one diary (`?diaryId=`, left out the personal one), to its members. */
@Controller('api/meals/review')
@UseGuards(JwtAuthGuard)
export class YearReviewController {
  constructor(
    private readonly reviews: YearReviewService,
    private readonly records: DiaryRecordsAccess,
  ) {}

  @Get(':year')
  async review(
    @CurrentUser() user: AuthUser,
    @Param(new ZodValidationPipe(reviewYearParamsSchema)) { year }: { year: number },
    @ValidQuery(reviewQuerySchema) query: ReviewQuery,
  ): Promise<YearReview> {
    return this.reviews.review(await this.records.diaryFor(user.id, query.diaryId, 'read'), year);
  }
}
