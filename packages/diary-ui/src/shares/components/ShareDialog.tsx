import { useEffect, useRef, useState } from 'react';
import type { ShareScope } from '@dd/contracts';
import { Button, Checkbox, Dialog, ErrorText, Input } from '@dd/ui-kit';
import { useCreateShare } from '../api/useCreateShare';
import { canShareUrl, SHARE_TEXTS as TEXT, shareIntro, shareUrl } from '../model/shareLink';
import styles from './ShareDialog.module.css';

export type ShareDialogProps = {
  /** What the link shows. */
  scope: ShareScope;
  onClose: () => void;
};

/**
 * Makes a read-only link to `scope`: the owner picks whether notes, photos,
 * prices and who they were with go with it (off by default), creates it, then copies the whole address.
 * Mounted while open, so each opening starts afresh.
 */
export function ShareDialog({ scope, onClose }: ShareDialogProps) {
  const [includeNotes, setIncludeNotes] = useState(false);
  const [includePhotos, setIncludePhotos] = useState(false);
  const [includePrices, setIncludePrices] = useState(false);
  const [includeCompanions, setIncludeCompanions] = useState(false);
  const [copyNote, setCopyNote] = useState('');
  const create = useCreateShare();
  const linkRef = useRef<HTMLInputElement>(null);
  const path = create.data?.path;
  const url = path ? shareUrl(window.location.origin, path) : '';

  // The Create button is gone once the link exists: focus moves to the link, read out whole.
  useEffect(() => {
    if (url) linkRef.current?.focus();
  }, [url]);

  // A cancelled sheet is a choice, not a failure; anything else falls back to copying.
  const shareWithSheet = async () => {
    try {
      await navigator.share({ title: TEXT.sheetTitle, url });
    } catch (error) {
      if ((error as Error).name !== 'AbortError') await copy();
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopyNote(TEXT.copied);
    } catch {
      linkRef.current?.focus();
      linkRef.current?.select();
      setCopyNote(TEXT.copyByHand);
    }
  };

  return (
    <Dialog
      open
      title={TEXT.title}
      onClose={() => {
        if (!create.isPending) onClose();
      }}
      actions={
        url ? (
          <Button variant="secondary" onClick={onClose}>
            {TEXT.done}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
              {TEXT.cancel}
            </Button>
            <Button
              loading={create.isPending}
              onClick={() =>
                create.mutate({
                  scope,
                  includeNotes,
                  includePhotos,
                  includePrices,
                  includeCompanions,
                })
              }
            >
              {TEXT.create}
            </Button>
          </>
        )
      }
    >
      <p>{shareIntro(scope)}</p>
      {url ? (
        <div className={styles.link}>
          <Input
            ref={linkRef}
            label={TEXT.linkLabel}
            value={url}
            readOnly
            className={styles.url}
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className={styles.linkActions}>
            {canShareUrl(url) && (
              <Button onClick={() => void shareWithSheet()}>{TEXT.shareSheet}</Button>
            )}
            <Button variant="secondary" onClick={() => void copy()}>
              {TEXT.copy}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.choices}>
          <Checkbox
            label={TEXT.includeNotes}
            checked={includeNotes}
            disabled={create.isPending}
            onChange={(event) => setIncludeNotes(event.target.checked)}
          />
          <Checkbox
            label={TEXT.includePhotos}
            checked={includePhotos}
            disabled={create.isPending}
            onChange={(event) => setIncludePhotos(event.target.checked)}
          />
          <Checkbox
            label={TEXT.includePrices}
            checked={includePrices}
            disabled={create.isPending}
            onChange={(event) => setIncludePrices(event.target.checked)}
          />
          <Checkbox
            label={TEXT.includeCompanions}
            checked={includeCompanions}
            disabled={create.isPending}
            onChange={(event) => setIncludeCompanions(event.target.checked)}
          />
        </div>
      )}
      <p role="status" className={styles.note}>
        {copyNote}
      </p>
      <p>{TEXT.privacy}</p>
      {create.isError && <ErrorText>{create.error.message}</ErrorText>}
    </Dialog>
  );
}
