import { readFile, stat } from 'node:fs/promises';

/** Text files of the builds, read again only when they change. */
export class TextFileReader {
  private readonly cache = new Map<string, { mtimeMs: number; text: string }>();

  async read(file: string): Promise<string | undefined> {
    try {
      const { mtimeMs } = await stat(file);
      const cached = this.cache.get(file);
      if (cached?.mtimeMs === mtimeMs) return cached.text;
      const text = await readFile(file, 'utf8');
      this.cache.set(file, { mtimeMs, text });
      return text;
    } catch {
      return undefined;
    }
  }

  /** The texts of the files that could be read, in order; an unknown file (undefined) is skipped. */
  async readAll(files: readonly (string | undefined)[]): Promise<string[]> {
    const texts = await Promise.all(files.map((file) => (file ? this.read(file) : undefined)));
    return texts.filter((text): text is string => text !== undefined);
  }
}
