import { useEffect, useState } from 'react';
import { isLocalRef } from './localRefs';
import { useOutboxEntries } from './useOutbox';

/**
 * What shows a photo named by `url`: the URL itself, or, for the local ref
 * of a photo still waiting to be uploaded, an object URL of its blob on the
 * device (undefined while there is none).
 */
export function useLocalPhotoUrl(url: string | undefined): string | undefined {
  const entries = useOutboxEntries();
  const file = isLocalRef(url)
    ? entries.find((entry) => entry.creates?.ref === url)?.file
    : undefined;
  const [objectUrl, setObjectUrl] = useState<string>();
  useEffect(() => {
    if (!file) return setObjectUrl(undefined);
    const created = URL.createObjectURL(file);
    setObjectUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return isLocalRef(url) ? objectUrl : url;
}
