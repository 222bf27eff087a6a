import type { Post } from '@dd/contracts';
import { Card } from '@dd/ui-kit';
import styles from './Posts.module.css';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function PostList({ posts }: { posts: readonly Post[] }) {
  return (
    <ul className={styles.list}>
      {posts.map((post) => (
        <li key={post._id}>
          <Card>
            <p className={styles.content}>{post.content}</p>
            <time className={styles.date} dateTime={post.createdAt}>
              {dateFormat.format(new Date(post.createdAt))}
            </time>
          </Card>
        </li>
      ))}
    </ul>
  );
}
