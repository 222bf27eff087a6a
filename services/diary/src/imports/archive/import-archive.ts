import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ARCHIVE_LIMITS, type ArchiveLimits } from './archive-limits';
import {
  ENCRYPTED_MESSAGE,
  ImportRefusedError,
  NOT_A_ZIP_MESSAGE,
  TOO_MANY_ENTRIES_MESSAGE,
  UNSAFE_PATH_MESSAGE,
  ZIP_BOMB_MESSAGE,
} from './import-refused';

/** yauzl's own file-name checks (absolute paths, `..`, backslashes), as it words them. */
const UNSAFE_NAME = /^(invalid relative path|absolute path|invalid characters in fileName): (.*)$/;

/**
 * A zip opened for import: its central directory is read and checked once
 * (entry count, names, declared sizes, compression ratios), then single
 * entries are read on demand, each held to its declared size.
 */
export class ImportArchive {
  private constructor(
    private readonly zip: ZipFile,
    private readonly entries: ReadonlyMap<string, Entry>,
    private readonly limits: ArchiveLimits,
  ) {}

  static async open(file: string, limits: ArchiveLimits = ARCHIVE_LIMITS): Promise<ImportArchive> {
    const zip = await openZip(file);
    try {
      if (zip.entryCount > limits.maxEntries)
        throw new ImportRefusedError(TOO_MANY_ENTRIES_MESSAGE);
      const entries = await readDirectory(zip);
      checkSizes(entries.values(), limits);
      return new ImportArchive(zip, entries, limits);
    } catch (error) {
      zip.close();
      throw error;
    }
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** The entry's bytes, or undefined when the archive has no such file; refused past `maxBytes`. */
  async read(name: string, maxBytes: number, tooLarge: () => Error): Promise<Buffer | undefined> {
    const entry = this.entries.get(name);
    if (!entry) return undefined;
    if (entry.uncompressedSize > maxBytes) throw tooLarge();
    const stream = await openEntry(this.zip, entry);
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of stream) chunks.push(chunk as Buffer);
    } catch (error) {
      // A size mismatch or a broken deflate stream: the entry is damaged.
      throw new ImportRefusedError(`${NOT_A_ZIP_MESSAGE} (${name}: ${(error as Error).message})`);
    }
    return Buffer.concat(chunks);
  }

  get photoLimit(): number {
    return this.limits.maxPhotoBytes;
  }

  close(): void {
    this.zip.close();
  }
}

function openZip(file: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      file,
      { lazyEntries: true, autoClose: false, decodeStrings: true, validateEntrySizes: true },
      (error, zip) => {
        if (error || !zip) reject(new ImportRefusedError(NOT_A_ZIP_MESSAGE));
        else resolve(zip);
      },
    );
  });
}

function readDirectory(zip: ZipFile): Promise<Map<string, Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, Entry>();
    zip.on('entry', (entry: Entry) => {
      if (entry.isEncrypted()) {
        reject(new ImportRefusedError(ENCRYPTED_MESSAGE));
        return;
      }
      if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', (error: Error) => {
      const unsafe = UNSAFE_NAME.exec(error.message);
      reject(
        new ImportRefusedError(
          unsafe ? `${UNSAFE_PATH_MESSAGE} (${unsafe[2]}).` : NOT_A_ZIP_MESSAGE,
        ),
      );
    });
    zip.readEntry();
  });
}

function checkSizes(entries: Iterable<Entry>, limits: ArchiveLimits): void {
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (
      total > limits.maxTotalUncompressedBytes ||
      (entry.uncompressedSize >= limits.ratioCheckedFromBytes && ratio > limits.maxCompressionRatio)
    )
      throw new ImportRefusedError(ZIP_BOMB_MESSAGE);
  }
}

function openEntry(zip: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) reject(new ImportRefusedError(NOT_A_ZIP_MESSAGE));
      else resolve(stream);
    });
  });
}
