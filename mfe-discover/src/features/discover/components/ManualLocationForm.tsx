import { useState, type FormEvent } from 'react';
import { Button, Input } from '@dd/ui-kit';
import { LOCATION_REQUIRED_MESSAGE } from '../model/geocoding';
import styles from './LocationPrompt.module.css';

export type ManualLocationFormProps = {
  id?: string;
  /** Geocodes the entered (non-blank) place. */
  onSearch: (text: string) => void;
  busy: boolean;
};

/** product spec §2: a place typed by the user; a blank entry reads 'Please enter a location' (product spec §5). */
export function ManualLocationForm({ id, onSearch, busy }: ManualLocationFormProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!text.trim()) {
      setError(LOCATION_REQUIRED_MESSAGE);
      return;
    }
    setError(null);
    onSearch(text);
  }

  return (
    <form
      id={id}
      className={styles.manualForm}
      onSubmit={submit}
      noValidate
      aria-label="Enter location"
    >
      <Input
        label="Location"
        placeholder="Enter city, address, or zip code"
        autoComplete="address-level2"
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
      />
      <Button type="submit" loading={busy}>
        {busy ? 'Searching...' : 'Search'}
      </Button>
    </form>
  );
}
