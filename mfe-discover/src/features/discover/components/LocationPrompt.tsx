import { useId, useState } from 'react';
import { Button, ErrorText } from '@dd/ui-kit';
import type { LocationFlow } from '../hooks/useLocationFlow';
import { CHROME_WAITING_MESSAGE } from '../model/geolocation';
import { ManualLocationForm } from './ManualLocationForm';
import { PinIcon } from './PinIcon';
import { SuggestedLocations } from './SuggestedLocations';
import styles from './LocationPrompt.module.css';

export type LocationPromptProps = {
  flow: LocationFlow;
  /** 'needed': no location yet; 'change': replacing a known one (with Cancel). */
  mode: 'needed' | 'change';
  onCancel?: () => void;
};

export const LOCATING_MESSAGE = 'Getting your location...';

/**
 * Asking for a location (product spec §2): Share My Location, 'Enter location
 * manually' (reveals the entry form), and after a failure the suggested
 * places. On desktop Chrome the form and suggestions show as soon as a
 * request starts, since its permission prompt can hold the request.
 */
export function LocationPrompt({ flow, mode, onCancel }: LocationPromptProps) {
  const { state, browser } = flow;
  const formId = useId();
  const [manualOpen, setManualOpen] = useState(
    mode === 'change' || flow.preferredMethod === 'manual',
  );
  const requesting = state.status === 'requesting';
  const chromeWaiting = requesting && browser.desktopChrome;
  const showForm = manualOpen || flow.alternativesRevealed;
  const showSuggestions =
    state.status === 'failed' || flow.alternativesRevealed || mode === 'change';

  return (
    <section
      className={styles.prompt}
      aria-label={mode === 'change' ? 'Change location' : 'Location'}
    >
      <div className={styles.lead}>
        <PinIcon className={styles.leadIcon} />
        <p className={styles.leadText}>
          {mode === 'change'
            ? 'Choose another location'
            : 'We need your location to find restaurants near you'}
        </p>
      </div>
      {requesting && (
        <p role="status" className={styles.status}>
          {chromeWaiting ? CHROME_WAITING_MESSAGE : LOCATING_MESSAGE}
        </p>
      )}
      {state.status === 'failed' && <ErrorText>{state.error}</ErrorText>}
      <div className={styles.actions}>
        <Button onClick={flow.requestPosition} loading={requesting}>
          Share My Location
        </Button>
        {!showForm && (
          <button
            type="button"
            className={styles.link}
            aria-expanded={false}
            aria-controls={formId}
            onClick={() => setManualOpen(true)}
          >
            Enter location manually
          </button>
        )}
        {mode === 'change' && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
      {showForm && (
        <ManualLocationForm
          id={formId}
          busy={flow.geocoding}
          onSearch={(text) => void flow.searchPlace(text)}
        />
      )}
      {showSuggestions && <SuggestedLocations onChoose={flow.chooseSuggested} />}
    </section>
  );
}
