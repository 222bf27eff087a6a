import type { ReactNode } from 'react';
import { useRuntimeConfig } from '@dd/shell-kit';
import { ImageStorageProvider } from '@dd/ui-kit';

/**
 * Uploaded images fall back to the storage bucket of the shell's runtime
 * config. Each remote wraps its routes in it: ui-kit is bundled per app, so
 * only the remote's own provider reaches its images.
 */
export function UploadsStorage({ children }: { children: ReactNode }) {
  const { storageUrl } = useRuntimeConfig();
  return <ImageStorageProvider value={storageUrl}>{children}</ImageStorageProvider>;
}
