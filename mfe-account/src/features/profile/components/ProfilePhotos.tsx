import { ImageUploader, type ImageEntry } from '@dd/ui-kit';
import { uploadImage } from '../api/uploadImage';
import styles from './Profile.module.css';

type ProfilePhotosProps = {
  images: readonly ImageEntry[];
  onChange: (images: ImageEntry[]) => void;
  disabled?: boolean;
};

/** The user's photos, uploaded from the gallery or the front camera; one of them is primary. */
export function ProfilePhotos({ images, onChange, disabled }: ProfilePhotosProps) {
  return (
    <fieldset className={styles.photos} disabled={disabled}>
      <legend className={styles.legend}>Profile photos</legend>
      <ImageUploader
        images={images}
        onChange={onChange}
        upload={uploadImage}
        cameraFacing="user"
        disabled={disabled}
      />
    </fieldset>
  );
}
