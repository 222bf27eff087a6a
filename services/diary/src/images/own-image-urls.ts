import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { ImageEntryInput } from '@dd/contracts';
import { NOT_YOUR_UPLOAD, type MediaUploadsClient } from '@dd/nest-common';

export const MEDIA_UPLOADS = Symbol('MEDIA_UPLOADS');

/** The image fields a diary write may carry. */
export interface ImageFields {
  restaurantImages?: ImageEntryInput[];
  mealImages?: ImageEntryInput[];
  imageUrl?: string | null;
}

/**
 * The rule for image URLs in every diary write (API and imports): a URL that
 * points at our uploads, relative or absolute on any host, must name one of
 * the caller's own uploads, and is stored relative
 * (`/api/uploads/images/<file>`). Other URLs pass as they are (the contracts
 * already allow only https, and loopback http for the sandbox).
 */
@Injectable()
export class OwnImageUrls {
  constructor(@Inject(MEDIA_UPLOADS) private readonly media: MediaUploadsClient) {}

  /** The input with its upload URLs made relative; 400 naming the field of one that is not the caller's. */
  async checked<T extends ImageFields>(authorization: string, input: T): Promise<T> {
    const fields = imageUrlsOf(input);
    if (fields.length === 0) return input;
    const kept = await this.keptUrls(
      authorization,
      fields.map(({ url }) => url),
    );
    const refused = fields.find(({ url }) => kept.get(url) === undefined);
    if (refused) throw new BadRequestException(`${refused.path}: ${NOT_YOUR_UPLOAD}`);
    const relative = (url: string) => kept.get(url)!;
    return {
      ...input,
      ...(input.restaurantImages && {
        restaurantImages: input.restaurantImages.map((image) => ({
          ...image,
          url: relative(image.url),
        })),
      }),
      ...(input.mealImages && {
        mealImages: input.mealImages.map((image) => ({ ...image, url: relative(image.url) })),
      }),
      ...(input.imageUrl && { imageUrl: relative(input.imageUrl) }),
    };
  }

  /** Each URL as it may be stored (MediaUploadsClient.keptUrls). */
  keptUrls(
    authorization: string,
    urls: readonly string[],
  ): Promise<Map<string, string | undefined>> {
    return this.media.keptUrls(authorization, urls);
  }
}

function imageUrlsOf(input: ImageFields): { path: string; url: string }[] {
  const listed = (field: 'restaurantImages' | 'mealImages') =>
    (input[field] ?? []).map((image, index) => ({ path: `${field}.${index}.url`, url: image.url }));
  return [
    ...listed('restaurantImages'),
    ...listed('mealImages'),
    ...(input.imageUrl ? [{ path: 'imageUrl', url: input.imageUrl }] : []),
  ];
}
