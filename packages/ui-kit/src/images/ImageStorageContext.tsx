import { createContext, useContext } from 'react';

/**
 * The direct storage-bucket URL (`storageUrl` of /config.json) that uploads
 * fall back to. The app provides it once (e.g. from the shell kit's runtime
 * config); the UI kit itself stays free of any API or config code.
 */
export const ImageStorageContext = createContext<string | undefined>(undefined);

export const ImageStorageProvider = ImageStorageContext.Provider;

export function useImageStorageUrl(): string | undefined {
  return useContext(ImageStorageContext);
}
