import { useQuery } from '@tanstack/react-query';
import { fetchPosts, postsQueryKey } from './postsApi';

export function usePosts() {
  return useQuery({ queryKey: postsQueryKey, queryFn: ({ signal }) => fetchPosts(signal) });
}
