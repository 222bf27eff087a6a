import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { PostRecord } from './post.schema';

@Injectable()
export class PostsRepository {
  constructor(@InjectModel(PostRecord.name) private readonly posts: Model<PostRecord>) {}

  /** The user's posts, newest first (insertion order breaks ties within one millisecond). */
  findByUser(userId: string): Promise<PostRecord[]> {
    return this.posts.find({ userId }).sort({ createdAt: -1, _id: -1 }).lean<PostRecord[]>().exec();
  }

  async create(userId: string, content: string): Promise<PostRecord> {
    const created = await this.posts.create({ userId, content });
    return created.toObject();
  }
}
