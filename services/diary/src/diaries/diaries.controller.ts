import { Controller, Delete, Get, HttpCode, Post, Put, UseGuards } from '@nestjs/common';
import {
  AuthUser,
  DeletedResponse,
  deletedResponse,
  Diary,
  DiaryNameInput,
  diaryNameInputSchema,
} from '@dd/contracts';
import { CurrentUser, JwtAuthGuard, ValidBody } from '@dd/nest-common';
import { DiariesService } from './diaries.service';
import { DiaryIdParam } from './diary-params';

/** The user's diaries (issue 46): the personal one and shared ones. */
@Controller('api/diaries')
@UseGuards(JwtAuthGuard)
export class DiariesController {
  constructor(private readonly diaries: DiariesService) {}

  /** The personal diary first (its id is the user's), then the shared ones by name. */
  @Get()
  list(@CurrentUser() user: AuthUser): Promise<Diary[]> {
    return this.diaries.list(user.id);
  }

  /** 201 with the new shared diary; its creator is its owner. */
  @Post()
  create(
    @CurrentUser() user: AuthUser,
    @ValidBody(diaryNameInputSchema) { name }: DiaryNameInput,
  ): Promise<Diary> {
    return this.diaries.create(user, name);
  }

  /** Owners only. */
  @Put(':id')
  rename(
    @CurrentUser() user: AuthUser,
    @DiaryIdParam() id: string,
    @ValidBody(diaryNameInputSchema) { name }: DiaryNameInput,
  ): Promise<Diary> {
    return this.diaries.rename(user.id, id, name);
  }

  /** Owners only; its members and invitations go with it. 200 `{ message }`. */
  @Delete(':id')
  @HttpCode(200)
  async delete(
    @CurrentUser() user: AuthUser,
    @DiaryIdParam() id: string,
  ): Promise<DeletedResponse> {
    await this.diaries.delete(user.id, id);
    return deletedResponse('diary');
  }
}
