import { Inject, Injectable } from '@nestjs/common';
import type { ImageVariantWidth } from '@dd/contracts';
import type { MediaImage, MediaPhotosClient } from '../upstream/media-photos.client';
import { sharePageHtml } from './share-page.html';
import { shareTokenHash } from './share-token';
import { SharedViews } from './shared-view';
import { SharesRepository } from './shares.repository';

/** Photos are read at this width unless the page asks another (its srcset): sharp enough for a link preview. */
const SHARED_PHOTO_WIDTH: ImageVariantWidth = 640;

/** Injection token of the media client the photos are read with. */
export const SHARE_MEDIA = Symbol('SHARE_MEDIA');

/**
 * The public side of share links. Every token costs the same before an
 * answer: one hash and one lookup by the unique hash index. A revoked link is
 * deleted, so unknown and revoked tokens take the very same path.
 */
@Injectable()
export class SharePagesService {
  constructor(
    private readonly shares: SharesRepository,
    private readonly views: SharedViews,
    @Inject(SHARE_MEDIA) private readonly media: MediaPhotosClient,
  ) {}

  /** The page of a live token, or undefined; `countOpen` false for a HEAD (a preview's probe). */
  async page(token: string, origin: string, countOpen = true): Promise<string | undefined> {
    const share = await this.shares.findByTokenHash(shareTokenHash(token));
    if (!share) return undefined;
    const view = await this.views.of(share);
    if (!view) return undefined;
    if (countOpen) await this.shares.countOpen(share._id);
    return sharePageHtml(view, token, origin);
  }

  /** Photo `index` of a live token that shares photos, at `width`, or undefined. */
  async photo(
    token: string,
    index: number,
    width: ImageVariantWidth = SHARED_PHOTO_WIDTH,
  ): Promise<MediaImage | undefined> {
    const share = await this.shares.findByTokenHash(shareTokenHash(token));
    if (!share?.includePhotos) return undefined;
    const view = await this.views.of(share, false);
    const photo = view?.photos[index];
    if (!photo) return undefined;
    return this.media.openImage(photo.file, width);
  }
}
