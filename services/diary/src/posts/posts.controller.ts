import { Controller, Get, Post, UseGuards } from '@nestjs/common';
import { AuthUser, createPostSchema, CreatePostInput, Post as PostView } from '@dd/contracts';
import { CurrentUser, Idempotent, JwtAuthGuard, ValidBody } from '@dd/nest-common';
import { PostsService } from './posts.service';

/** The Posts demo: each signed-in user sees and adds only their own posts. */
@Controller('api/posts')
@UseGuards(JwtAuthGuard)
export class PostsController {
  constructor(private readonly posts: PostsService) {}

  @Get()
  list(@CurrentUser() user: AuthUser): Promise<PostView[]> {
    return this.posts.listForUser(user.id);
  }

  @Post()
  @Idempotent()
  create(
    @CurrentUser() user: AuthUser,
    @ValidBody(createPostSchema) input: CreatePostInput,
  ): Promise<PostView> {
    return this.posts.create(user.id, input);
  }
}
