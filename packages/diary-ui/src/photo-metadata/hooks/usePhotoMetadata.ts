import { useCallback, useRef, useState } from 'react';
import { readPhotoMetadata } from '../api/readPhotoMetadata';
import { firstPhotoMetadata, type PhotoMetadata } from '../model/photoMetadata';

/**
 * The metadata of the photos last picked with some (their first known day
 * and position), read on the device; `onPhotosPicked` takes a pick. A pick
 * without metadata leaves the earlier one's; a slower, older pick never
 * replaces a newer one.
 */
export function usePhotoMetadata() {
  const [metadata, setMetadata] = useState<PhotoMetadata | null>(null);
  const latestPick = useRef(0);

  const onPhotosPicked = useCallback((files: readonly File[]) => {
    const pick = ++latestPick.current;
    void Promise.all(files.map((file) => readPhotoMetadata(file))).then((read) => {
      const found = firstPhotoMetadata(read);
      if (found && pick === latestPick.current) setMetadata(found);
    });
  }, []);

  return { metadata, onPhotosPicked };
}
