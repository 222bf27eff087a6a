import {
  UPLOADS_OWNERSHIP_MAX_FILES,
  UPLOADS_OWNERSHIP_PATH,
  uploadOwnershipResponseSchema,
} from '@dd/contracts';

const TIMEOUT_MS = 5000;

/** Media could not say who owns the uploads (down, or an unexpected answer). */
export class MediaUnavailableError extends Error {
  override readonly name = 'MediaUnavailableError';
}

/** Asks media, as the user (their bearer token), which uploads are theirs. */
export class MediaUploadsClient {
  constructor(private readonly mediaUrl: string) {}

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
      throw new MediaUnavailableError(`media did not answer: ${(error as Error).message}`);
    }
    const body: unknown = await response.json().catch(() => undefined);
    const parsed = uploadOwnershipResponseSchema.safeParse(body);
    if (!response.ok || !parsed.success)
      throw new MediaUnavailableError(`media answered ${response.status} about uploads`);
    return parsed.data.owned;
  }
}
