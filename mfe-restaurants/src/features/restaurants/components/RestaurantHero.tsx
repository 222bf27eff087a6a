import type { ImageEntry } from '@dd/contracts';
import { LazyImage } from '@dd/ui-kit';
import { yelpBusinessUrl } from '../model/links';
import styles from './RestaurantDetail.module.css';

export type RestaurantHeroProps = {
  image: ImageEntry;
  name: string;
  cuisine: string;
  yelpId: string | null;
};

/** The restaurant's cover photo, with its cuisine and the Yelp link over a scrim. */
export function RestaurantHero({ image, name, cuisine, yelpId }: RestaurantHeroProps) {
  const overlay = Boolean(cuisine || yelpId);
  return (
    <figure className={styles.hero}>
      <LazyImage
        src={image.url}
        alt={image.caption || name}
        sizes="(min-width: 56rem) 56rem, 100vw"
        className={styles.heroImage}
      />
      {overlay && (
        <figcaption className={styles.heroOverlay}>
          {cuisine && <span className={styles.cuisineBadge}>{cuisine}</span>}
          {yelpId && <YelpLink yelpId={yelpId} className={styles.heroYelpLink} />}
        </figcaption>
      )}
    </figure>
  );
}

export function YelpLink({ yelpId, className }: { yelpId: string; className?: string }) {
  return (
    <a
      href={yelpBusinessUrl(yelpId)}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
    >
      View on Yelp
    </a>
  );
}
