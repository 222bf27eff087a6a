import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  AuthUser,
  Companion,
  CompanionsChangeResult,
  CompanionsQuery,
  companionsQuerySchema,
  CompanionSummaryQuery,
  companionSummaryQuerySchema,
  DeleteCompanionsInput,
  deleteCompanionsInputSchema,
  RenameCompanionsInput,
  renameCompanionsInputSchema,
} from '@dd/contracts';
import { CurrentUser, JwtAuthGuard, ValidBody, ValidQuery } from '@dd/nest-common';
import { DiaryRecordsAccess } from '../diaries/diary-records-access';
import { CompanionsService } from './companions.service';

/**
 * Who the user ate with, in one diary (issue 45): `diaryId` names it (the
 * query for reads, the body for changes), left out the personal one. Its
 * members read its people; owners and editors rename and delete them.
 */
@Controller('api/companions')
@UseGuards(JwtAuthGuard)
export class CompanionsController {
  constructor(
    private readonly companions: CompanionsService,
    private readonly records: DiaryRecordsAccess,
  ) {}

  /** The diary's people with their meals, restaurants and last day; most meals first. */
  @Get()
  async list(
    @CurrentUser() user: AuthUser,
    @ValidQuery(companionsQuerySchema) query: CompanionsQuery,
  ): Promise<Companion[]> {
    return this.companions.list(await this.records.diaryFor(user.id, query.diaryId, 'read'));
  }

  /** One person's figures (404 when no meal of the diary names them). */
  @Get('summary')
  async summary(
    @CurrentUser() user: AuthUser,
    @ValidQuery(companionSummaryQuerySchema) query: CompanionSummaryQuery,
  ): Promise<Companion> {
    const diaryId = await this.records.diaryFor(user.id, query.diaryId, 'read');
    return this.companions.summary(diaryId, query.name);
  }

  /** Renames (or merges) people on every meal naming them; answers how many meals changed. */
  @Post('rename')
  @HttpCode(200)
  async rename(
    @CurrentUser() user: AuthUser,
    @ValidBody(renameCompanionsInputSchema) input: RenameCompanionsInput,
  ): Promise<CompanionsChangeResult> {
    const diaryId = await this.records.diaryFor(user.id, input.diaryId, 'write');
    return this.companions.rename(diaryId, input);
  }

  /** Takes people off every meal naming them; answers how many meals changed. */
  @Post('delete')
  @HttpCode(200)
  async delete(
    @CurrentUser() user: AuthUser,
    @ValidBody(deleteCompanionsInputSchema) input: DeleteCompanionsInput,
  ): Promise<CompanionsChangeResult> {
    const diaryId = await this.records.diaryFor(user.id, input.diaryId, 'write');
    return this.companions.delete(diaryId, input);
  }
}
