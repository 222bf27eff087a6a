import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { UpdateProfileRequest } from '@dd/contracts';
import { MediaUploadsClient, NOT_YOUR_UPLOAD } from '@dd/nest-common';
import { AUTH_CONFIG } from '../auth-config.module';
import type { AuthConfig } from '../config';

type ProfileImages = NonNullable<UpdateProfileRequest['userImages']>;

/**
 * The image rule of every service that stores image URLs, for profile
 * pictures: one that points at our uploads must be the caller's own, and is
 * stored relative.
 */
@Injectable()
export class OwnProfileImages {
  private readonly media: MediaUploadsClient;

  constructor(@Inject(AUTH_CONFIG) config: AuthConfig) {
    this.media = new MediaUploadsClient(config.mediaUrl);
  }

  /** The images with their upload URLs made relative; 400 naming the first that is not the caller's. */
  async checked(authorization: string, images: ProfileImages): Promise<ProfileImages> {
    if (images.length === 0) return images;
    const kept = await this.media.keptUrls(
      authorization,
      images.map((image) => image.url),
    );
    const refused = images.findIndex((image) => kept.get(image.url) === undefined);
    if (refused >= 0)
      throw new BadRequestException(`userImages.${refused}.url: ${NOT_YOUR_UPLOAD}`);
    return images.map((image) => ({ ...image, url: kept.get(image.url)! }));
  }
}
