import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useCurrentDiary } from '@dd/shell-kit';
import { grantedPositionQuery, savedPlacesQuery } from '../api/savedPlacesApi';
import { formatDistance } from '../model/distance';
import { savedPlacesNear } from '../model/savedNearby';
import styles from './WantToGoNearYou.module.css';

/**
 * "Want to go near you": the places saved for later within the chosen
 * distance, nearest first. Shown only when the user had already allowed
 * their location (no prompt for it) and something saved is that close.
 */
export function WantToGoNearYou({ radius }: { radius: number }) {
  const headingId = useId();
  const position = useQuery(grantedPositionQuery()).data ?? null;
  const { diaryId } = useCurrentDiary();
  const saved = useQuery({ ...savedPlacesQuery(diaryId), enabled: position !== null });
  if (!position || !saved.data) return null;
  const near = savedPlacesNear(saved.data.places, position, radius);
  if (near.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Want to go near you
      </h2>
      <ul className={styles.list}>
        {near.map(({ place, metres }) => (
          <li key={place._id}>
            <Link to={`/restaurants/${encodeURIComponent(place._id)}`} className={styles.place}>
              <span className={styles.name}>{place.name}</span>
              <span className={styles.distance}>{formatDistance(metres)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
