import { useId } from 'react';
import type { UnlinkedPlace } from '@dd/contracts/rules';
import { googleMapsHref } from '@dd/contracts/rules';
import { Button, ErrorText } from '@dd/ui-kit';
import { YelpSearch, type YelpBusinessForDraft } from '../../restaurant-editor';
import { LINKING_TEXTS as TEXT, progressText } from '../model/linkingTexts';
import styles from './YelpLinking.module.css';

export type LinkPlaceStepProps = {
  place: UnlinkedPlace;
  position: number;
  total: number;
  location: string;
  onLocationChange: (location: string) => void;
  onPick: (business: YelpBusinessForDraft) => void;
  onSkip: () => void;
  onFinish: () => void;
  linking: boolean;
  error: string | null;
};

/** One imported place: its name and note, a Yelp search to pick its listing, or Skip. */
export function LinkPlaceStep({
  place,
  position,
  total,
  location,
  onLocationChange,
  onPick,
  onSkip,
  onFinish,
  linking,
  error,
}: LinkPlaceStepProps) {
  const headingId = useId();
  const mapsHref = googleMapsHref(place.mapsUrl);
  return (
    <section className={styles.step} aria-labelledby={headingId}>
      <p className={styles.progress}>{progressText(position, total)}</p>
      <h2 id={headingId} className={styles.placeName}>
        {place.name}
      </h2>
      {place.notes && <p className={styles.notes}>{place.notes}</p>}
      {mapsHref && (
        <a href={mapsHref} target="_blank" rel="noopener noreferrer" className={styles.mapsLink}>
          {TEXT.openInMaps}
        </a>
      )}
      <YelpSearch
        key={place._id}
        initialName={place.name}
        initialLocation={location}
        onLocationChange={onLocationChange}
        disabled={linking}
        onPick={onPick}
      />
      {linking && (
        <p role="status" className={styles.muted}>
          {TEXT.linking}
        </p>
      )}
      {error && <ErrorText>{TEXT.linkFailed + error}</ErrorText>}
      <div className={styles.actions}>
        <Button variant="secondary" disabled={linking} onClick={onSkip}>
          {TEXT.skip}
        </Button>
        <Button variant="ghost" disabled={linking} onClick={onFinish}>
          {TEXT.finish}
        </Button>
      </div>
    </section>
  );
}
