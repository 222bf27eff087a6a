import { ServiceUnavailableException } from '@nestjs/common';
import {
  UPLOADS_OWNERSHIP_MAX_FILES,
  UPLOADS_OWNERSHIP_PATH,
  pointsAtOurUploads,
  uploadedFileOf,
  uploadOwnershipResponseSchema,
  uploadUrlOf,
} from '@dd/contracts';

const TIMEOUT_MS = 5000;

/** Why an image URL that names someone else's upload, or an unknown one, is refused. */
export const NOT_YOUR_UPLOAD = 'Must be one of your uploads';

/** The answer when media cannot say who owns the uploads (down, or an unexpected answer). */
export const UPLOADS_UNCHECKED =
  'Your photos cannot be checked right now. Please try again in a moment.';

function mediaUnavailable(reason: string): ServiceUnavailableException {
  return new ServiceUnavailableException(UPLOADS_UNCHECKED, { description: reason });
}

/**
 * Asks media, as the user (their bearer token), which uploads are theirs:
 * the one rule for image URLs that every service storing them (diary's
 * photos, auth's profile pictures) applies.
 */
export class MediaUploadsClient {
  constructor(private readonly mediaUrl: string) {}

  /**
   * Each URL as it may be stored: an upload of the caller's (relative, or
   * absolute on any host, in any spelling of its path) made relative, any
   * URL outside our uploads unchanged; undefined for someone else's upload,
   * an unknown one, or any other path under our uploads. 503 when media
   * cannot tell.
   */
  async keptUrls(
    authorization: string,
    urls: readonly string[],
  ): Promise<Map<string, string | undefined>> {
    const ours = urls.filter(pointsAtOurUploads);
    const files = new Map(ours.map((url) => [url, uploadedFileOf(url)]));
    const uploads = [...files.values()].filter((file): file is string => file !== undefined);
    const owned = uploads.length > 0 ? await this.ownedOf(authorization, uploads) : new Set();
    return new Map(
      urls.map((url) => {
        if (!files.has(url)) return [url, url];
        const file = files.get(url);
        return [url, file !== undefined && owned.has(file) ? uploadUrlOf(file) : undefined];
      }),
    );
  }

  async ownedOf(authorization: string, files: readonly string[]): Promise<Set<string>> {
    const owned = new Set<string>();
    const unique = [...new Set(files)];
    for (let start = 0; start < unique.length; start += UPLOADS_OWNERSHIP_MAX_FILES) {
      const batch = unique.slice(start, start + UPLOADS_OWNERSHIP_MAX_FILES);
      for (const file of await this.ask(authorization, batch)) owned.add(file);
    }
    return owned;
  }

  private async ask(authorization: string, files: string[]): Promise<string[]> {
    let response: Response;
    try {
      response = await fetch(`${this.mediaUrl}${UPLOADS_OWNERSHIP_PATH}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ files }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw mediaUnavailable(`media did not answer: ${(error as Error).message}`);
    }
    const body: unknown = await response.json().catch(() => undefined);
    const parsed = uploadOwnershipResponseSchema.safeParse(body);
    if (!response.ok || !parsed.success)
      throw mediaUnavailable(`media answered ${response.status} about uploads`);
    return parsed.data.owned;
  }
}
