import { ImageUploader, type ImageEntry } from '@dd/ui-kit';
import { uploadDiaryImage } from '../api/uploadDiaryImage';

export type PhotosFieldProps = {
  images: readonly ImageEntry[];
  onChange: (images: ImageEntry[]) => void;
  disabled?: boolean;
  /** Told of the photos picked from the gallery, metadata intact, before they upload. */
  onPhotosPicked?: (files: File[]) => void;
};

/**
 * A diary form's Photos (product spec §2): Camera (back camera, environment capture)
 * and Gallery first, each opening 50 ms after the press, uploading through
 * POST /api/uploads/proxy; then, under each photo, its caption, set primary
 * and remove.
 */
export function PhotosField({
  images,
  onChange,
  disabled = false,
  onPhotosPicked,
}: PhotosFieldProps) {
  return (
    <ImageUploader
      images={images}
      onChange={onChange}
      upload={uploadDiaryImage}
      camera
      cameraFacing="environment"
      captionFirst={false}
      disabled={disabled}
      onFilesPicked={onPhotosPicked}
    />
  );
}
