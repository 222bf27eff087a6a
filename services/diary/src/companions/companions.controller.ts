import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  AuthUser,
  Companion,
  CompanionsChangeResult,
  CompanionSummaryQuery,
  companionSummaryQuerySchema,
  DeleteCompanionsInput,
  deleteCompanionsInputSchema,
  RenameCompanionsInput,
  renameCompanionsInputSchema,
} from '@dd/contracts';
import { CurrentUser, JwtAuthGuard, ValidBody, ValidQuery } from '@dd/nest-common';
import { CompanionsService } from './companions.service';

/** Who the user ate with, across their diary (issue 45). */
@Controller('api/companions')
@UseGuards(JwtAuthGuard)
export class CompanionsController {
  constructor(private readonly companions: CompanionsService) {}

  /** The user's people with their meals, restaurants and last day; most meals first. */
  @Get()
  list(@CurrentUser() user: AuthUser): Promise<Companion[]> {
    return this.companions.list(user.id);
  }

  /** One person's figures (404 when no meal of the user names them). */
  @Get('summary')
  summary(
    @CurrentUser() user: AuthUser,
    @ValidQuery(companionSummaryQuerySchema) query: CompanionSummaryQuery,
  ): Promise<Companion> {
    return this.companions.summary(user.id, query.name);
  }

  /** Renames (or merges) people on every meal naming them; answers how many meals changed. */
  @Post('rename')
  @HttpCode(200)
  rename(
    @CurrentUser() user: AuthUser,
    @ValidBody(renameCompanionsInputSchema) input: RenameCompanionsInput,
  ): Promise<CompanionsChangeResult> {
    return this.companions.rename(user.id, input);
  }

  /** Takes people off every meal naming them; answers how many meals changed. */
  @Post('delete')
  @HttpCode(200)
  delete(
    @CurrentUser() user: AuthUser,
    @ValidBody(deleteCompanionsInputSchema) input: DeleteCompanionsInput,
  ): Promise<CompanionsChangeResult> {
    return this.companions.delete(user.id, input);
  }
}
