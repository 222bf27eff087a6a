import type { ImageEntry } from '@dd/contracts';
import { DetailHero } from '@dd/diary-ui';
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
  return (
    <DetailHero image={image} name={name} className={styles.hero}>
      {(cuisine || yelpId) && (
        <>
          {cuisine && <span className={styles.cuisineBadge}>{cuisine}</span>}
          {yelpId && <YelpLink yelpId={yelpId} className={styles.heroYelpLink} />}
        </>
      )}
    </DetailHero>
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
