import { Controller, Delete, Get, HttpCode, Post, Put, Res, UseGuards } from '@nestjs/common';
import { AuthUser, Tag, TagNameInput, tagNameInputSchema } from '@dd/contracts';
import { CurrentUser, JwtAuthGuard, IdParam, ValidBody } from '@dd/nest-common';
import type { FastifyReply } from 'fastify';
import { TagsService } from './tags.service';

/** The user's tags (SPEC §7 Tags). */
@Controller('api/tags')
@UseGuards(JwtAuthGuard)
export class TagsController {
  constructor(private readonly tags: TagsService) {}

  @Get()
  list(@CurrentUser() user: AuthUser): Promise<Tag[]> {
    return this.tags.list(user.id);
  }

  /** 201 with a new tag; 200 with the existing tag when the name (any case) is taken. */
  @Post()
  async create(
    @CurrentUser() user: AuthUser,
    @ValidBody(tagNameInputSchema) { name }: TagNameInput,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Tag> {
    const { tag, created } = await this.tags.create(user.id, name);
    void reply.status(created ? 201 : 200);
    return tag;
  }

  @Put(':id')
  rename(
    @CurrentUser() user: AuthUser,
    @IdParam() id: string,
    @ValidBody(tagNameInputSchema) { name }: TagNameInput,
  ): Promise<Tag> {
    return this.tags.rename(user.id, id, name);
  }

  @Delete(':id')
  @HttpCode(204)
  delete(@CurrentUser() user: AuthUser, @IdParam() id: string): Promise<void> {
    return this.tags.delete(user.id, id);
  }
}
