import { useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName, ErrorText } from '@dd/ui-kit';
import { useImportGoogleMapsPlaces, usePreviewGoogleMapsImport } from '../api/useGoogleMapsImport';
import {
  GOOGLE_MAPS_TEXTS as TEXT,
  importButtonText,
  pickedFileProblem,
  previewSummary,
  resultText,
} from '../model/googleMapsImportView';
import { FileField } from './FileField';
import { GoogleMapsPreviewList } from './GoogleMapsPreviewList';
import styles from './YourData.module.css';
import own from './GoogleMapsImport.module.css';

/**
 * Import from Google Maps: pick a saved list's CSV (Google Takeout), see what
 * each place would become, import the new ones, then go to the restaurants.
 */
export function GoogleMapsImportSection() {
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const preview = usePreviewGoogleMapsImport();
  const importing = useImportGoogleMapsPlaces();

  function startOver() {
    setFile(null);
    setFileProblem(null);
    preview.reset();
    importing.reset();
    if (inputRef.current) inputRef.current.value = '';
  }

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0] ?? null;
    preview.reset();
    importing.reset();
    setFile(picked);
    const problem = picked && pickedFileProblem(picked);
    setFileProblem(problem);
    if (picked && !problem) preview.mutate(picked);
  }

  const result = importing.data;
  const newCount = preview.data?.counts.new ?? 0;

  return (
    <section className={styles.section} aria-labelledby="your-data-google-maps">
      <h2 id="your-data-google-maps" className={styles.title}>
        {TEXT.title}
      </h2>
      <p className={styles.text}>{TEXT.intro}</p>

      {result ? (
        <div className={own.result}>
          <p className={styles.status} role="status">
            {resultText(result)}
          </p>
          {result.created > 0 && <p className={styles.text}>{TEXT.linkHint}</p>}
          <div className={styles.actions}>
            <Link to="/restaurants" className={buttonClassName()}>
              {TEXT.seeRestaurants}
            </Link>
            <Button variant="secondary" onClick={startOver}>
              {TEXT.importAnother}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <FileField
            inputRef={inputRef}
            label={TEXT.fileLabel}
            accept=".csv,text/csv"
            disabled={preview.isPending || importing.isPending}
            onChange={pick}
          />
          {fileProblem && <ErrorText>{fileProblem}</ErrorText>}
          {preview.isPending && (
            <p className={styles.text} role="status">
              {TEXT.reading}
            </p>
          )}
          {preview.isError && <ErrorText>{TEXT.readFailed + preview.error.message}</ErrorText>}
          {preview.data && file && (
            <>
              <p className={styles.status} role="status">
                {previewSummary(preview.data, file.name)}
              </p>
              <GoogleMapsPreviewList rows={preview.data.rows} />
              {newCount === 0 && <p className={styles.text}>{TEXT.nothingNew}</p>}
              {importing.isError && (
                <ErrorText>{TEXT.importFailed + importing.error.message}</ErrorText>
              )}
              <div className={styles.actions}>
                {newCount > 0 && (
                  <Button loading={importing.isPending} onClick={() => importing.mutate(file)}>
                    {importButtonText(newCount)}
                  </Button>
                )}
                <Button variant="secondary" disabled={importing.isPending} onClick={startOver}>
                  {TEXT.chooseAnother}
                </Button>
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}
