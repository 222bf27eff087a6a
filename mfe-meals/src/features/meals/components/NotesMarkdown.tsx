import type { ComponentPropsWithoutRef } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { notesUrl } from '../model/notesLinks';
import styles from './MealNotes.module.css';

function NotesLink({ href, children }: ComponentPropsWithoutRef<'a'>) {
  // A dropped (unsafe) link keeps its text, as text.
  if (!href) return <span>{children}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

function NotesImage({ src, alt }: ComponentPropsWithoutRef<'img'>) {
  if (typeof src !== 'string' || !src) return alt ? <span>{alt}</span> : null;
  return <img src={src} alt={alt ?? ''} loading="lazy" decoding="async" className={styles.image} />;
}

const COMPONENTS: Components = { a: NotesLink, img: NotesImage };

/**
 * A meal's notes as markdown (GitHub flavour). Raw HTML in the text is never
 * rendered; links and images may only point at http(s) addresses, and links
 * open in a new tab without access to this one.
 */
export function NotesMarkdown({ text }: { text: string }) {
  return (
    <div className={styles.markdown}>
      <Markdown
        remarkPlugins={[remarkGfm]}
        skipHtml
        urlTransform={notesUrl}
        components={COMPONENTS}
      >
        {text}
      </Markdown>
    </div>
  );
}
