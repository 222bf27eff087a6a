import { Module } from '@nestjs/common';
import { PostsController } from './posts.controller';
import { PostsDataModule } from './posts-data.module';
import { PostsService } from './posts.service';

@Module({
  imports: [PostsDataModule],
  controllers: [PostsController],
  providers: [PostsService],
})
export class PostsModule {}
