import type { ComponentPropsWithoutRef } from 'react';
import { PAINT_MARKS } from '@dd/contracts';
import { paintMark } from '@dd/ui-kit';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
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

// The notes' text blocks report their paint (Element Timing): when the notes are readable.
function NotesParagraph({ node: _node, ...props }: ComponentPropsWithoutRef<'p'> & ExtraProps) {
  return <p {...props} {...paintMark(PAINT_MARKS.mealNotes)} />;
}

function NotesListItem({ node: _node, ...props }: ComponentPropsWithoutRef<'li'> & ExtraProps) {
  return <li {...props} {...paintMark(PAINT_MARKS.mealNotes)} />;
}

const COMPONENTS: Components = {
  a: NotesLink,
  img: NotesImage,
  p: NotesParagraph,
  li: NotesListItem,
};

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
