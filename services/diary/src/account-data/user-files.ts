import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

const FILE_ID = /^[0-9a-f-]{36}$/;
const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * One user's zips (exports to download, archives to import): `<dir>/<userId>/<fileId>.zip`, written as
 * `.partial` first and renamed when complete, so a half-written file is never
 * served. Ids are checked before they become path parts.
 */
export class UserFiles {
  constructor(private readonly dir: string) {}

  finalPath(userId: string, fileId: string): string {
    return path.join(this.userDir(userId), `${checked(fileId, FILE_ID)}.zip`);
  }

  partialPath(userId: string, fileId: string): string {
    return `${this.finalPath(userId, fileId)}.partial`;
  }

  async prepare(userId: string): Promise<void> {
    await mkdir(this.userDir(userId), { recursive: true });
  }

  async size(userId: string, fileId: string): Promise<number | undefined> {
    try {
      return (await stat(this.finalPath(userId, fileId))).size;
    } catch {
      return undefined;
    }
  }

  async removeUser(userId: string): Promise<void> {
    await rm(this.userDir(userId), { recursive: true, force: true });
  }

  /** Deletes zips (and abandoned partials) older than `maxAgeMs`. */
  async sweep(maxAgeMs: number, now = Date.now()): Promise<number> {
    let removed = 0;
    for (const user of await listOrEmpty(this.dir)) {
      const userDir = path.join(this.dir, user);
      for (const file of await listOrEmpty(userDir)) {
        const filePath = path.join(userDir, file);
        const info = await stat(filePath).catch(() => undefined);
        if (info && now - info.mtimeMs > maxAgeMs) {
          await rm(filePath, { force: true });
          removed++;
        }
      }
    }
    return removed;
  }

  private userDir(userId: string): string {
    return path.join(this.dir, checked(userId, USER_ID));
  }
}

function checked(id: string, pattern: RegExp): string {
  if (!pattern.test(id)) throw new Error(`not an id: ${JSON.stringify(id)}`);
  return id;
}

async function listOrEmpty(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch {
    return [];
  }
}
