import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, ErrorText, Textarea, buttonClassName } from '@dd/ui-kit';
import styles from './Posts.module.css';

type AddPostFormProps = {
  onSubmit: (content: string) => void;
  isSubmitting: boolean;
  failed: boolean;
};

export function AddPostForm({ onSubmit, isSubmitting, failed }: AddPostFormProps) {
  const [content, setContent] = useState('');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // `required` lets whitespace through; the server would reject it anyway.
    if (content.trim() === '') return;
    onSubmit(content);
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit}>
      <Textarea
        label="Content"
        name="content"
        required
        rows={6}
        placeholder="What's on your mind?"
        value={content}
        onChange={(event) => setContent(event.target.value)}
      />
      {failed && <ErrorText>Adding Post Failed</ErrorText>}
      <div className={styles.actions}>
        <Link to="/posts" className={buttonClassName({ variant: 'secondary' })}>
          Cancel
        </Link>
        <Button type="submit" loading={isSubmitting}>
          Add Post
        </Button>
      </div>
    </form>
  );
}
