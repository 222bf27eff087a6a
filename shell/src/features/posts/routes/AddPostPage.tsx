import { useNavigate } from 'react-router';
import { useCreatePost } from '../api/useCreatePost';
import { AddPostForm } from '../components/AddPostForm';
import styles from '../components/Posts.module.css';

/** `/posts/new`: adds a post, then returns to the list. */
export function AddPostPage() {
  const navigate = useNavigate();
  const createPost = useCreatePost();

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Add Post</h1>
      </header>
      <AddPostForm
        isSubmitting={createPost.isPending}
        failed={createPost.isError}
        onSubmit={(content) =>
          createPost.mutate({ content }, { onSuccess: () => navigate('/posts') })
        }
      />
    </div>
  );
}
