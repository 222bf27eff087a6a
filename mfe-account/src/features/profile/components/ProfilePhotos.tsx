import { useState, type KeyboardEvent } from 'react';
import type { UserImage } from '@dd/contracts';
import { Button, Input, classNames } from '@dd/ui-kit';
import { addImage, isImageUrl, removeImage, setPrimary } from '../model/userImages';
import styles from './Profile.module.css';

type ProfilePhotosProps = {
  images: readonly UserImage[];
  onChange: (images: UserImage[]) => void;
  disabled?: boolean;
};

/**
 * The user's photos: add by URL, remove, choose the primary one.
 * The media uploader of @dd/ui-kit replaces the URL entry once it lands.
 */
export function ProfilePhotos({ images, onChange, disabled }: ProfilePhotosProps) {
  const [url, setUrl] = useState('');
  const [invalid, setInvalid] = useState(false);

  const add = () => {
    const trimmed = url.trim();
    if (!isImageUrl(trimmed)) {
      setInvalid(true);
      return;
    }
    onChange(addImage(images, trimmed));
    setUrl('');
  };

  // Enter adds the photo instead of submitting the whole profile.
  const onUrlKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <fieldset className={styles.photos} disabled={disabled}>
      <legend className={styles.legend}>Profile photos</legend>
      {images.length === 0 ? (
        <p className={styles.empty}>No photos yet.</p>
      ) : (
        <ul className={styles.photoGrid}>
          {images.map((image, index) => {
            const name = `photo ${index + 1}`;
            return (
              <li
                key={`${image.url}-${index}`}
                className={classNames(styles.photo, image.isPrimary && styles.photoPrimary)}
              >
                <img
                  className={styles.thumbnail}
                  src={image.url}
                  alt={`Profile ${name}`}
                  loading="lazy"
                />
                {image.isPrimary && <span className={styles.badge}>Primary</span>}
                <div className={styles.photoActions}>
                  {!image.isPrimary && (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Make ${name} primary`}
                      onClick={() => onChange(setPrimary(images, index))}
                    >
                      Make primary
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${name}`}
                    onClick={() => onChange(removeImage(images, index))}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.addPhoto}>
        <Input
          label="Photo URL"
          name="photoUrl"
          type="url"
          inputMode="url"
          placeholder="https://…"
          value={url}
          error={invalid ? 'Enter an http(s) address or a path starting with /.' : undefined}
          onChange={(event) => {
            setUrl(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={onUrlKeyDown}
        />
        <Button variant="secondary" onClick={add} disabled={url.trim() === ''}>
          Add photo
        </Button>
      </div>
    </fieldset>
  );
}
