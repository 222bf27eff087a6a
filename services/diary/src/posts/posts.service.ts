import { Injectable } from '@nestjs/common';
import type { CreatePostInput, Post } from '@dd/contracts';
import { PostRecord } from './post.schema';
import { PostsRepository } from './posts.repository';

@Injectable()
export class PostsService {
  constructor(private readonly posts: PostsRepository) {}

  async listForUser(userId: string): Promise<Post[]> {
    const records = await this.posts.findByUser(userId);
    return records.map(toPost);
  }

  async create(userId: string, input: CreatePostInput): Promise<Post> {
    return toPost(await this.posts.create(userId, input.content));
  }
}

function toPost(record: PostRecord): Post {
  return {
    _id: record._id.toHexString(),
    content: record.content,
    createdAt: record.createdAt.toISOString(),
  };
}
