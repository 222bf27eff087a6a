import { finished } from 'node:stream/promises';
import type { Readable, Writable } from 'node:stream';
import archiver, { type Archiver, type EntryData } from 'archiver';

export interface ZipEntryOptions {
  /** Stored without compression: photos are compressed already. */
  store?: boolean;
}

/**
 * A zip written as a stream, one entry at a time: an entry's source is
 * opened only when the previous one is in the archive, so at most one photo
 * download or database cursor is open and memory stays flat.
 */
export class ZipStreamWriter {
  private readonly archive: Archiver;
  private readonly written: Promise<void>;

  constructor(
    private readonly output: Writable,
    private readonly date: Date,
  ) {
    this.archive = archiver('zip', { zlib: { level: 6 } });
    this.archive.on('warning', (warning) => this.archive.emit('error', warning));
    this.archive.pipe(output);
    this.written = finished(output);
    // Awaited in finish(); a failure before then surfaces through add().
    this.written.catch(() => undefined);
  }

  /** Appends one entry and resolves once it is in the archive. */
  add(name: string, source: Readable | string, options: ZipEntryOptions = {}): Promise<void> {
    return new Promise((resolve, reject) => {
      const onEntry = (entry: EntryData) => {
        if (entry.name !== name) return;
        cleanup();
        resolve();
      };
      const onError = (error: Error) => {
        cleanup();
        reject(error);
      };
      const cleanup = () => {
        this.archive.off('entry', onEntry);
        this.archive.off('error', onError);
        this.output.off('error', onError);
      };
      this.archive.on('entry', onEntry);
      this.archive.on('error', onError);
      this.output.on('error', onError);
      this.archive.append(source, { name, date: this.date, store: options.store ?? false });
    });
  }

  /** Writes the central directory and waits until the output has every byte. */
  async finish(): Promise<void> {
    await this.archive.finalize();
    await this.written;
  }

  /** Stops writing after a failure; the caller removes the partial file. */
  abort(): void {
    this.archive.abort();
    this.output.destroy();
  }
}
