import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import type { ImageEntry } from '@dd/contracts';
import { classNames, LazyImage } from '@dd/ui-kit';
import styles from './DetailHero.module.css';

export type DetailHeroProps = Omit<ComponentPropsWithoutRef<'figure'>, 'children'> & {
  image: ImageEntry;
  /** The record's name: the image's text when it has no caption. */
  name: string;
  /** What the photo carries over its scrim (light text in both themes, `--hero-on-scrim`). */
  children?: ReactNode;
};

/**
 * A record's cover photo across the page, loaded first, with its overlay on a
 * scrim at the bottom. 320 px high (product spec §9), unless `className` sets
 * `--detail-hero-height`.
 */
export function DetailHero({ image, name, className, children, ...rest }: DetailHeroProps) {
  return (
    <figure {...rest} className={classNames(styles.hero, className)}>
      <LazyImage
        src={image.url}
        alt={image.caption || name}
        sizes="(min-width: 56rem) 56rem, 100vw"
        priority
        className={styles.image}
      />
      {children && <figcaption className={styles.overlay}>{children}</figcaption>}
    </figure>
  );
}
