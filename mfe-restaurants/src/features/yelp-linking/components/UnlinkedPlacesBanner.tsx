import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonClassName } from '@dd/ui-kit';
import { unlinkedCountQuery } from '../api/unlinkedPlacesApi';
import { bannerText, LINKING_TEXTS as TEXT } from '../model/linkingTexts';
import styles from './YelpLinking.module.css';

/**
 * On the restaurants list, after a Google Maps import: how many imported
 * places are not linked to Yelp yet, and the way to link them. Nothing when
 * there are none, or when the count cannot be read (it is only an offer).
 */
export function UnlinkedPlacesBanner() {
  const count = useQuery(unlinkedCountQuery());
  if (!count.data) return null;
  return (
    <aside className={styles.banner} aria-label="Imported places">
      <p className={styles.bannerText}>{bannerText(count.data)}</p>
      <Link to="/restaurants/link-yelp" className={buttonClassName({ variant: 'secondary' })}>
        {TEXT.bannerAction}
      </Link>
    </aside>
  );
}
