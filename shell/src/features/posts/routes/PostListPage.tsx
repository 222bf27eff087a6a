import { Link } from 'react-router';
import { ErrorText, buttonClassName } from '@dd/ui-kit';
import { usePosts } from '../api/usePosts';
import { PostList } from '../components/PostList';
import styles from '../components/Posts.module.css';

/** `/posts`: the demo list of posts. */
export function PostListPage() {
  const posts = usePosts();

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Post List</h1>
        <Link to="/posts/new" className={buttonClassName()}>
          Add Post
        </Link>
      </header>
      {posts.isPending ? (
        <p role="status" className={styles.status}>
          Loading posts...
        </p>
      ) : posts.isError ? (
        <ErrorText>Failed to load posts</ErrorText>
      ) : posts.data.length === 0 ? (
        <p className={styles.empty}>No Posts Yet!</p>
      ) : (
        <PostList posts={posts.data} />
      )}
    </div>
  );
}
