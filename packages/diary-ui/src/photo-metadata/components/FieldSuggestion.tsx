import { useId } from 'react';
import { Button, ErrorText } from '@dd/ui-kit';
import styles from './FieldSuggestion.module.css';

/** One of several things to choose from, e.g. a place near the photo. */
export type SuggestionChoice = { id: string; label: string };

export type Suggestion = {
  /** What was found, e.g. "Photo taken Jun 14, 2025", or that nothing was. */
  text: string;
  /** The one action that applies it, e.g. "Use this date". */
  action?: string;
  /** Or several to choose from, each applying itself. */
  choices?: SuggestionChoice[];
};

export type FieldSuggestionProps = {
  suggestion: Suggestion | null;
  /** The action, or the choice picked (its id). */
  onAccept: (choiceId?: string) => void;
  /** Accepting is under way (e.g. the restaurant is being added). */
  busy?: boolean;
  error?: string;
  disabled?: boolean;
};

/**
 * A suggestion under a form field: what was found and one button to use it,
 * or a few to choose from, or only a sentence that nothing was found.
 * Nothing changes until a button is pressed. The polite live region is
 * always there, so a suggestion that arrives later is announced.
 */
export function FieldSuggestion({
  suggestion,
  onAccept,
  busy = false,
  error,
  disabled = false,
}: FieldSuggestionProps) {
  const textId = useId();
  return (
    <div aria-live="polite" className={styles.region}>
      {suggestion && (
        <div className={styles.suggestion}>
          <CameraIcon />
          <span id={textId} className={styles.text}>
            {suggestion.text}
          </span>
          {suggestion.action && (
            <Button
              size="sm"
              variant="secondary"
              className={styles.accept}
              aria-describedby={textId}
              loading={busy}
              disabled={disabled}
              onClick={() => onAccept()}
            >
              {suggestion.action}
            </Button>
          )}
          {suggestion.choices && (
            <ul className={styles.choices} aria-labelledby={textId}>
              {suggestion.choices.map((choice) => (
                <li key={choice.id}>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={disabled || busy}
                    onClick={() => onAccept(choice.id)}
                  >
                    {choice.label}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {error && <ErrorText>{error}</ErrorText>}
    </div>
  );
}

function CameraIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        d="M4 8h3l2-3h6l2 3h3v11H4z"
      />
      <circle cx="12" cy="13" r="3.5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
