import {
  BadRequestException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';

export const ACCEPTED_FORMATS_TEXT = 'JPEG, PNG, WebP, GIF or AVIF';

export function unsupportedImage(): UnsupportedMediaTypeException {
  return new UnsupportedMediaTypeException(
    `Unsupported file type: upload a ${ACCEPTED_FORMATS_TEXT} image`,
  );
}

export function corruptImage(): BadRequestException {
  return new BadRequestException('The image file is damaged or incomplete');
}

export function tooManyPixels(maxPixels: number): PayloadTooLargeException {
  return new PayloadTooLargeException(
    `The image is too large: at most ${Math.floor(maxPixels / 1_000_000)} megapixels`,
  );
}

export function fileTooLarge(maxBytes: number): PayloadTooLargeException {
  return new PayloadTooLargeException(
    `The file is too large: at most ${Math.floor(maxBytes / (1024 * 1024))} MB`,
  );
}
