import type { CreatePostInput, Post } from '@dd/contracts';
import { apiRequest } from '@dd/shell-kit';

export const postsQueryKey = ['posts'] as const;

export function fetchPosts(signal?: AbortSignal): Promise<Post[]> {
  return apiRequest<Post[]>('/api/posts', { signal });
}

export function createPost(input: CreatePostInput): Promise<Post> {
  return apiRequest<Post>('/api/posts', { method: 'POST', body: input });
}
