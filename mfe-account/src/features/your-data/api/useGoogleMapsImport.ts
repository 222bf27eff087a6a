import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importGoogleMapsPlaces, previewGoogleMapsImport } from './googleMapsImportApi';

/** Reads the picked file on the server: the rows and what each would become. */
export function usePreviewGoogleMapsImport() {
  return useMutation({ mutationFn: previewGoogleMapsImport });
}

/**
 * Imports the file; afterwards every cached restaurant list and the list of
 * imported places to link (the restaurants remote's, same query cache) are stale.
 */
export function useImportGoogleMapsPlaces() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importGoogleMapsPlaces,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['restaurants'] });
      void queryClient.invalidateQueries({ queryKey: ['imports'] });
    },
  });
}
