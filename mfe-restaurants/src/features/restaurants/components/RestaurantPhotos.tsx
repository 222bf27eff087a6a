import type { ImageEntry } from '@dd/contracts';
import { ImageGrid } from '@dd/ui-kit';
import styles from './RestaurantDetail.module.css';

/** The restaurant's photos with their captions, in at most two columns. */
export function RestaurantPhotos({ images, name }: { images: ImageEntry[]; name: string }) {
  if (images.length === 0) return <p className={styles.muted}>No photos yet.</p>;
  return (
    <div className={styles.photos}>
      <ImageGrid images={images} alt={`Photo of ${name}`} className={styles.photoGrid} />
    </div>
  );
}
