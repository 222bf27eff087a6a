import { LEGEND } from '../model/markerTone';
import { MAP_TEXTS } from '../model/mapTexts';
import styles from './RestaurantMapView.module.css';

/** What each marker colour means. */
export function MapLegend() {
  return (
    <ul className={styles.legend} aria-label={MAP_TEXTS.legendLabel}>
      {LEGEND.map((entry) => (
        <li key={entry.tone} className={styles.legendItem}>
          <span
            className={styles.swatch}
            style={{ background: entry.fill, borderColor: entry.stroke }}
            aria-hidden="true"
          />
          {entry.label}
        </li>
      ))}
    </ul>
  );
}
