import { Button } from '@dd/ui-kit';
import type { KnownLocation } from '../model/locationState';
import { PinIcon } from './PinIcon';
import styles from './LocationPrompt.module.css';

/** The resolved place name of the known location, and a way to change it. */
export function CurrentLocation({
  location,
  onChange,
}: {
  location: KnownLocation;
  onChange: () => void;
}) {
  return (
    <div className={styles.current}>
      <PinIcon className={styles.leadIcon} />
      <p className={styles.currentText} aria-live="polite">
        <span className={styles.currentLabel}>Showing restaurants near</span>{' '}
        <strong className={styles.placeName}>
          {location.placeName ?? 'your location (finding the place name...)'}
        </strong>
      </p>
      <Button variant="secondary" size="sm" className={styles.changeButton} onClick={onChange}>
        Change location
      </Button>
    </div>
  );
}
