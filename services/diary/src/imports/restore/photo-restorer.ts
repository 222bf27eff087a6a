import path from 'node:path';
import { type ImageEntry, normaliseImages } from '@dd/contracts';
import type { OwnImageUrls } from '../../images/own-image-urls';
import { PhotoRefusedError, type MediaPhotosClient } from '../../upstream/media-photos.client';
import { ImportRefusedError } from '../archive/import-refused';
import type { ImportArchive } from '../archive/import-archive';
import type { ImportedImage } from '../format/diary-import.schema';
import type { ImportTally } from './import-tally';

/**
 * Puts a record's images back: a photo carried in the archive is uploaded to
 * media as the user and gets its new URL; a link elsewhere is kept. A photo
 * media refuses, or one missing from the archive, is left out and counted.
 * Each photo is uploaded once per import, however many records show it.
 */
export class PhotoRestorer {
  private readonly uploaded = new Map<string, Promise<string | undefined>>();

  constructor(
    private readonly archive: ImportArchive,
    private readonly media: MediaPhotosClient,
    private readonly authorization: string,
    private readonly tally: ImportTally,
    private readonly imageUrls: OwnImageUrls,
  ) {}

  async restore(images: readonly ImportedImage[], owner: string): Promise<ImageEntry[]> {
    const links = images.filter((image) => !image.photo).map((image) => image.url);
    const keptLinks =
      links.length > 0 ? await this.imageUrls.keptUrls(this.authorization, links) : new Map();
    const kept: ImageEntry[] = [];
    for (const image of images) {
      const url = image.photo
        ? await this.uploadOnce(image.photo, owner)
        : this.keptLink(image.url, keptLinks, owner);
      if (url) kept.push({ url, isPrimary: image.isPrimary, caption: image.caption });
    }
    return normaliseImages(kept);
  }

  private keptLink(
    url: string,
    kept: Map<string, string | undefined>,
    owner: string,
  ): string | undefined {
    const stored = kept.get(url);
    if (stored === undefined)
      this.tally.skipped(`image ${url} of ${owner}`, 'it is an upload of another account');
    return stored;
  }

  private uploadOnce(entry: string, owner: string): Promise<string | undefined> {
    let url = this.uploaded.get(entry);
    if (!url) {
      url = this.upload(entry, owner);
      // A failure that stops the import must not be remembered as an answer.
      url.catch(() => this.uploaded.delete(entry));
      this.uploaded.set(entry, url);
    }
    return url;
  }

  private async upload(entry: string, owner: string): Promise<string | undefined> {
    const item = `photo ${entry} of ${owner}`;
    let bytes: Buffer | undefined;
    try {
      bytes = await this.archive.read(
        entry,
        this.archive.photoLimit,
        () => new PhotoRefusedError('it is larger than an upload may be'),
      );
    } catch (error) {
      if (!(error instanceof PhotoRefusedError || error instanceof ImportRefusedError)) throw error;
      this.tally.skipped(
        item,
        error instanceof PhotoRefusedError ? error.message : 'it is damaged',
      );
      return undefined;
    }
    if (!bytes) {
      this.tally.skipped(item, 'it is not in the archive');
      return undefined;
    }
    try {
      const url = await this.media.upload(this.authorization, path.posix.basename(entry), bytes);
      this.tally.added('photos');
      return url;
    } catch (error) {
      if (!(error instanceof PhotoRefusedError)) throw error;
      this.tally.skipped(item, error.message);
      return undefined;
    }
  }
}
