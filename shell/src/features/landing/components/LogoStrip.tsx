import { useLayoutEffect, useRef, useState } from 'react';
import { classNames } from '@dd/ui-kit';
import { PUBLICATIONS, type Publication } from '../content/marketing';
import styles from './LogoStrip.module.css';

export const LOGO_STRIP_SPEED_PX_PER_S = 50;

/**
 * "As featured in": the publication logos scroll continuously at 50 px/s and
 * pause on hover. The list is rendered twice so the loop is seamless; the CSS
 * animation moves one list-width per cycle, and the cycle's duration is that
 * width divided by the speed.
 */
export function LogoStrip({
  publications = PUBLICATIONS,
}: {
  publications?: readonly Publication[];
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const [durationS, setDurationS] = useState<number | null>(null);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const width = list.scrollWidth;
      setDurationS(width > 0 ? width / LOGO_STRIP_SPEED_PX_PER_S : null);
    };
    measure();
    // Web fonts and viewport changes alter the width, hence the speed.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  return (
    <section className={styles.section} aria-labelledby="featured-in-heading">
      <h2 id="featured-in-heading" className={styles.heading}>
        As featured in
      </h2>
      <div className={styles.viewport}>
        <div
          className={classNames(styles.track, durationS !== null && styles.scrolling)}
          style={durationS !== null ? { animationDuration: `${durationS}s` } : undefined}
          data-testid="logo-track"
        >
          <ul ref={listRef} className={styles.list} aria-label="Publications">
            {publications.map((publication) => (
              <PublicationLogo key={publication.name} publication={publication} />
            ))}
          </ul>
          <ul className={styles.list} aria-hidden="true">
            {publications.map((publication) => (
              <PublicationLogo key={publication.name} publication={publication} />
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function PublicationLogo({ publication }: { publication: Publication }) {
  return <li className={classNames(styles.logo, styles[publication.style])}>{publication.name}</li>;
}
