import { useId } from 'react';
import { Button } from '@dd/ui-kit';
import { SUGGESTED_LOCATIONS, type SuggestedLocation } from '../model/places';
import styles from './LocationPrompt.module.css';

/** product spec §2: the four suggested places, each with fixed coordinates. */
export function SuggestedLocations({ onChoose }: { onChoose: (place: SuggestedLocation) => void }) {
  const headingId = useId();
  return (
    <div className={styles.suggestions} role="group" aria-labelledby={headingId}>
      <p id={headingId} className={styles.suggestionsTitle}>
        Or try one of these locations:
      </p>
      <ul className={styles.suggestionList}>
        {SUGGESTED_LOCATIONS.map((place) => (
          <li key={place.name}>
            <Button variant="secondary" onClick={() => onChoose(place)}>
              {place.name}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
