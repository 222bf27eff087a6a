import { useId, useState, type ReactNode } from 'react';
import { Card, DisclosureChevron } from '@dd/ui-kit';
import styles from './FormSection.module.css';

export type FormSectionProps = {
  title: string;
  /** A short line under the title. */
  description?: ReactNode;
  /**
   * The section folds behind its title, one tap away; it starts open when
   * `initiallyOpen` (it already holds something). Folded fields stay mounted,
   * so nothing typed in them is lost.
   */
  collapsible?: { initiallyOpen: boolean };
  children: ReactNode;
};

/** One titled card of a diary form or editor page (a group of fields, or a Yelp block). */
export function FormSection({ title, description, collapsible, children }: FormSectionProps) {
  const headingId = useId();
  const bodyId = useId();
  const [open, setOpen] = useState(collapsible?.initiallyOpen ?? true);
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <Card className={styles.card}>
        <h2 id={headingId} className={styles.title}>
          {collapsible ? (
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={open}
              aria-controls={bodyId}
              onClick={() => setOpen((current) => !current)}
            >
              {title}
              <DisclosureChevron open={open} />
            </button>
          ) : (
            title
          )}
        </h2>
        <div id={bodyId} className={styles.body} hidden={!open}>
          {description && <p className={styles.description}>{description}</p>}
          {children}
        </div>
      </Card>
    </section>
  );
}
