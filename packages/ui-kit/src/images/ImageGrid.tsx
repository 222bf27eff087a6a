import { classNames } from '../classNames';
import { LazyImage } from './LazyImage';
import styles from './images.module.css';

export interface ImageGridItem {
  url: string;
  caption?: string;
}

export type ImageGridProps = {
  images: readonly ImageGridItem[];
  /** Alt text for images without a caption. */
  alt?: string;
  storageUrl?: string;
  className?: string;
};

// Matches the grid's breakpoints so the browser picks the right variant.
const GRID_SIZES = '(min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw';

/** Images in 1, 2 or 3 columns by screen width, each with its caption. */
export function ImageGrid({ images, alt = 'Photo', storageUrl, className }: ImageGridProps) {
  if (images.length === 0) return null;
  return (
    <ul className={classNames(styles.grid, className)}>
      {images.map((image, index) => (
        <li key={`${image.url}-${index}`}>
          <figure className={styles.figure}>
            <LazyImage
              src={image.url}
              alt={image.caption || alt}
              storageUrl={storageUrl}
              sizes={GRID_SIZES}
              className={styles.gridImage}
            />
            {image.caption && <figcaption className={styles.caption}>{image.caption}</figcaption>}
          </figure>
        </li>
      ))}
    </ul>
  );
}
