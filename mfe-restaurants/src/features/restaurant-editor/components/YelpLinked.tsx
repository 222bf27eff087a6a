import styles from './YelpLinked.module.css';

/** The restaurant's Yelp listing page. */
export function yelpBusinessUrl(yelpId: string): string {
  return `https://www.yelp.com/biz/${encodeURIComponent(yelpId)}`;
}

/** The confirmation that the restaurant is linked to a Yelp listing, with a link to it. */
export function YelpLinked({ yelpId }: { yelpId: string }) {
  return (
    <p role="status" className={styles.linked}>
      Restaurant linked to Yelp
      <a
        href={yelpBusinessUrl(yelpId)}
        target="_blank"
        rel="noopener noreferrer"
        className={styles.yelpLink}
      >
        View on Yelp
      </a>
    </p>
  );
}
