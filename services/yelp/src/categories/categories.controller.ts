import { Controller, Get, HttpStatus, Post, Res, UseGuards } from '@nestjs/common';
import {
  type AuthUser,
  type Category,
  createCategorySchema,
  type CreateCategoryInput,
} from '@dd/contracts';
import { CurrentUser, JwtAuthGuard, ValidBody } from '@dd/nest-common';
import type { FastifyReply } from 'fastify';
import { CategoriesService } from './categories.service';

/** /api/categories: the signed-in user's restaurant categories. */
@Controller('api/categories')
@UseGuards(JwtAuthGuard)
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Get()
  list(@CurrentUser() user: AuthUser): Promise<Category[]> {
    return this.categories.list(user.id);
  }

  /** 201 with the new category, or 200 with the existing one of the same alias. */
  @Post()
  async create(
    @CurrentUser() user: AuthUser,
    @ValidBody(createCategorySchema) body: CreateCategoryInput,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { category, created } = await this.categories.create(user.id, body.name);
    await reply.status(created ? HttpStatus.CREATED : HttpStatus.OK).send(category);
  }
}
