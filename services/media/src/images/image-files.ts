import { randomBytes } from 'node:crypto';
import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth, UPLOADS_IMAGES_PATH } from '@dd/contracts';

export type ImageExtension = 'jpg' | 'png' | 'webp' | 'gif';

// 128 random bits in base64url: an unguessable name is what keeps an image private.
const FILE_NAME = /^[A-Za-z0-9_-]{22}\.(jpg|png|webp|gif)$/;

export function newImageFileName(extension: ImageExtension): string {
  return `${randomBytes(16).toString('base64url')}.${extension}`;
}

/** Whether `file` is a name this service could have generated (anything else is refused unread). */
export function isImageFileName(file: string): boolean {
  return FILE_NAME.test(file);
}

export function imageFileUrl(file: string): string {
  return `${UPLOADS_IMAGES_PATH}/${file}`;
}

/** Storage key of the sanitized original: the file name itself, at the root of the storage. */
export function originalKey(file: string): string {
  return file;
}

export function variantKey(file: string, width: ImageVariantWidth): string {
  return `variants/${file.slice(0, file.lastIndexOf('.'))}-w${width}.webp`;
}

export function allKeysOf(file: string): string[] {
  return [originalKey(file), ...IMAGE_VARIANT_WIDTHS.map((width) => variantKey(file, width))];
}
