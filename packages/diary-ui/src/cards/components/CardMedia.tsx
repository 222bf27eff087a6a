import type { ImageEntry } from '@dd/contracts';
import { classNames, LazyImage } from '@dd/ui-kit';
import { PlateIcon } from './PlateIcon';
import styles from './CardMedia.module.css';

export type CardMediaProps = {
  /** The record's cover image (displayImage); a plate stands in without one. */
  image: ImageEntry | undefined;
  /** The image's `sizes`, after the grid's columns. */
  sizes: string;
  /** Sizes the frame (a height or an aspect ratio). */
  className?: string;
  iconSize?: number;
  /** One of the first cards, above the fold: its photo loads at once (LazyImage `priority`). */
  priority?: boolean;
};

/** The photo at the top of a card (decorative: the card's name says what it is). */
export function CardMedia({ image, sizes, className, iconSize, priority }: CardMediaProps) {
  return (
    <div className={classNames(styles.media, className)}>
      {image ? (
        <LazyImage
          src={image.url}
          alt=""
          sizes={sizes}
          className={styles.image}
          priority={priority}
        />
      ) : (
        <span className={styles.placeholder} aria-hidden="true">
          <PlateIcon size={iconSize} />
        </span>
      )}
    </div>
  );
}
