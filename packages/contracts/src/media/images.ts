import { z } from 'zod';

/** Where the media service serves uploaded images; `fileUrl`s start with it. */
export const UPLOADS_IMAGES_PATH = '/api/uploads/images';

/** Widths (px) of the resized WebP variants, served as `?w=<width>`; never upscaled. */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1280] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** WebP quality of the variants (the bench's bare sharp loop uses the same). */
export const IMAGE_VARIANT_WEBP_QUALITY = 80;

/** Answer of `POST /api/uploads/proxy`. */
export const uploadResponseSchema = z.object({
  fileUrl: z.string().startsWith(`${UPLOADS_IMAGES_PATH}/`),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export function isImageVariantWidth(value: number): value is ImageVariantWidth {
  return (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(value);
}

/** `POST /api/uploads/ownership`: which of these uploaded file names the caller (bearer) owns. */
export const UPLOADS_OWNERSHIP_PATH = '/api/uploads/ownership';
export const UPLOADS_OWNERSHIP_MAX_FILES = 100;

export const uploadOwnershipRequestSchema = z.object({
  files: z
    .array(z.string().min(1).max(200))
    .min(1)
    .max(UPLOADS_OWNERSHIP_MAX_FILES, `Must name at most ${UPLOADS_OWNERSHIP_MAX_FILES} files`),
});
export type UploadOwnershipRequest = z.infer<typeof uploadOwnershipRequestSchema>;

/** The files of the request the caller uploaded (and has not deleted); unknown and foreign ones are left out. */
export const uploadOwnershipResponseSchema = z.object({ owned: z.array(z.string()) });
export type UploadOwnershipResponse = z.infer<typeof uploadOwnershipResponseSchema>;
