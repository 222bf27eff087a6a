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
