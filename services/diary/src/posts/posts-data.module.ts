import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PostRecord, PostRecordSchema } from './post.schema';
import { PostsRepository } from './posts.repository';

/** The posts. */
@Module({
  imports: [MongooseModule.forFeature([{ name: PostRecord.name, schema: PostRecordSchema }])],
  providers: [PostsRepository],
  exports: [PostsRepository],
})
export class PostsDataModule {}
