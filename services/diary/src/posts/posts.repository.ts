import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { insertIgnoringDuplicates } from '../common/insert-ignoring-duplicates';
import { idsOwned } from '../common/owned-records';
import { PostRecord } from './post.schema';

/** A post as an import restores it, id and time kept (the owner is set by the repository). */
export type RestoredPost = Pick<PostRecord, '_id' | 'content' | 'createdAt'>;

const NEWEST_POST_FIRST = { createdAt: -1, _id: -1 } as const;

/** The posts collection: the only class that reads or writes it. */
@Injectable()
export class PostsRepository {
  constructor(@InjectModel(PostRecord.name) private readonly posts: Model<PostRecord>) {}

  /** The user's posts, newest first (insertion order breaks ties within one millisecond). */
  findByUser(userId: string): Promise<PostRecord[]> {
    return this.posts.find({ userId }).sort(NEWEST_POST_FIRST).lean<PostRecord[]>().exec();
  }

  /** The user's posts, newest first, one at a time (the export). */
  streamOf(userId: string): AsyncIterable<PostRecord> {
    return this.posts.find({ userId }).sort(NEWEST_POST_FIRST).lean<PostRecord>().cursor();
  }

  async create(userId: string, content: string): Promise<PostRecord> {
    const created = await this.posts.create({ userId, content });
    return created.toObject();
  }

  /**
   * Writes restored posts as they are (ids and times kept), skipping those
   * already stored; answers how many were written.
   */
  insertRestored(userId: string, posts: readonly RestoredPost[]): Promise<number> {
    return insertIgnoringDuplicates(
      this.posts,
      posts.map((post) => ({
        _id: post._id,
        userId,
        content: post.content,
        createdAt: post.createdAt,
      })),
    );
  }

  /** Ids of every post of the user. */
  idsOf(userId: string): Promise<Types.ObjectId[]> {
    return idsOwned(this.posts, userId);
  }

  /** Account erasure. */
  async eraseOwner(userId: string): Promise<void> {
    await this.posts.deleteMany({ userId }).exec();
  }
}
