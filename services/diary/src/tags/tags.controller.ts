import { Controller, Delete, Get, HttpCode, Post, Put, Res, UseGuards } from '@nestjs/common';
import {
  AuthUser,
  BulkDeleteTagsInput,
  bulkDeleteTagsInputSchema,
  BulkDeleteTagsResult,
  CreateTagInput,
  createTagInputSchema,
  DeletedResponse,
  deletedResponse,
  MergeTagsInput,
  mergeTagsInputSchema,
  Tag,
  TagListQuery,
  tagListQuerySchema,
  TagNameInput,
  tagNameInputSchema,
  TagWithCounts,
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
import { TagsService } from './tags.service';

/**
 * A diary's tags (product spec §7 Tags), plus usage counts, bulk delete and
 * merge: the personal diary's unless the query or body names `diaryId`.
 */
@Controller('api/tags')
@UseGuards(JwtAuthGuard)
export class TagsController {
  constructor(private readonly tags: TagsService) {}

  /** In name order; `?include=counts` adds `restaurantCount` and `mealCount` to each tag. */
  @Get()
  list(
    @CurrentUser() user: AuthUser,
    @ValidQuery(tagListQuerySchema) query: TagListQuery,
  ): Promise<Tag[] | TagWithCounts[]> {
    return query.include === 'counts'
      ? this.tags.listWithCounts(user.id, query.diaryId)
      : this.tags.list(user.id, query.diaryId);
  }

  /** 201 with a new tag; 200 with the existing tag when the name (any case) is taken. */
  @Post()
  @Idempotent()
  async create(
    @CurrentUser() user: AuthUser,
    @ValidBody(createTagInputSchema) { name, diaryId }: CreateTagInput,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Tag> {
    const { tag, created } = await this.tags.create(user.id, name, diaryId);
    void reply.status(created ? 201 : 200);
    return tag;
  }

  /** Deletes up to 500 tags and their links in one request; skipped ids are not the diary's. */
  @Post('bulk-delete')
  @HttpCode(200)
  bulkDelete(
    @CurrentUser() user: AuthUser,
    @ValidBody(bulkDeleteTagsInputSchema) { ids, diaryId }: BulkDeleteTagsInput,
  ): Promise<BulkDeleteTagsResult> {
    return this.tags.bulkDelete(user.id, ids, diaryId);
  }

  /** Merges the sources into the target and answers the surviving tag; safe to retry. */
  @Post('merge')
  @HttpCode(200)
  merge(
    @CurrentUser() user: AuthUser,
    @ValidBody(mergeTagsInputSchema) input: MergeTagsInput,
  ): Promise<Tag> {
    return this.tags.merge(user.id, input);
  }

  @Put(':id')
  rename(
    @CurrentUser() user: AuthUser,
    @IdParam() id: string,
    @ValidBody(tagNameInputSchema) { name }: TagNameInput,
  ): Promise<Tag> {
    return this.tags.rename(user.id, id, name);
  }

  /** 200 `{ message }`, as every delete answers: the original client reads every OK answer's JSON. */
  @Delete(':id')
  @HttpCode(200)
  async delete(@CurrentUser() user: AuthUser, @IdParam() id: string): Promise<DeletedResponse> {
    await this.tags.delete(user.id, id);
    return deletedResponse('tag');
  }
}
