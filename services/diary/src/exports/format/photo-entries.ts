/** Our uploads' URLs, with a file name the media service could have generated (no path parts). */
const UPLOADED_PHOTO = /^\/api\/uploads\/images\/([A-Za-z0-9_-]{1,64}\.[a-z0-9]{2,5})$/;

/** The media file name behind one of our upload URLs; undefined for anything else (Yelp photos, links). */
export function uploadedPhotoFile(url: string): string | undefined {
  return UPLOADED_PHOTO.exec(url.trim())?.[1];
}

/** Where an uploaded photo sits in the zip. */
export function photoEntryName(file: string): string {
  return `photos/${file}`;
}
