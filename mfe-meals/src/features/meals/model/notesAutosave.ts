/** product spec §9: notes are saved this long after typing stops. */
export const NOTES_AUTOSAVE_MS = 1000;

export type NotesSaveStatus = { saving: boolean; failed: boolean };

export type NotesAutosaveOptions = {
  /** The notes as stored. */
  stored: string;
  /** Stores `notes`; answers the notes as the server stored them. */
  save: (notes: string) => Promise<string>;
  onStatus?: (status: NotesSaveStatus) => void;
  delayMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
};

/** The server trims notes: text that differs only at its ends would be stored the same. */
export function notesDiffer(a: string, b: string): boolean {
  return a.trim() !== b.trim();
}

/**
 * The notes editor's saving rules (product spec §4 Notes editing), apart from React:
 * - `edit` (each keystroke) restarts a 1000 ms timer; when it runs out the
 *   text is saved, so one pause sends one request, not one per key;
 * - `flush` (blur, leaving the page) cancels the timer and saves at once;
 * - text is sent only when it differs from the stored notes;
 * - one save at a time: a save asked for while another is answered waits for
 *   it and then sends the text as it is by then, so answers never arrive out
 *   of order and the newest text is always the last one sent;
 * - a failure keeps the text (nothing here ever replaces it) and reports
 *   `failed` until a later save succeeds.
 */
export class NotesAutosave {
  private text: string;
  private stored: string;
  private timer: unknown = undefined;
  private inFlight = false;
  private queued = false;
  private failed = false;
  private readonly options: Required<Omit<NotesAutosaveOptions, 'stored' | 'onStatus'>> &
    Pick<NotesAutosaveOptions, 'onStatus'>;

  constructor({ stored, ...options }: NotesAutosaveOptions) {
    this.text = stored;
    this.stored = stored;
    this.options = {
      delayMs: NOTES_AUTOSAVE_MS,
      setTimer: (run, ms) => setTimeout(run, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
      ...options,
    };
  }

  /** The text as typed: saved once typing has paused for the delay. */
  edit(text: string): void {
    this.text = text;
    this.cancelTimer();
    this.timer = this.options.setTimer(() => {
      this.timer = undefined;
      this.flush();
    }, this.options.delayMs);
  }

  /** Saves now (after the save being answered, if any) when the text differs from the stored notes. */
  flush(): void {
    this.cancelTimer();
    if (this.inFlight) {
      this.queued = true;
      return;
    }
    if (!notesDiffer(this.text, this.stored)) return;
    void this.send(this.text);
  }

  /** Whether typed text has not been stored yet (waiting, being sent, or failed). */
  hasUnsavedText(): boolean {
    return this.inFlight || notesDiffer(this.text, this.stored);
  }

  /**
   * The stored notes changed elsewhere (e.g. a refetch). Taken over, and
   * answered true, only when nothing typed is waiting to be saved.
   */
  adoptStored(stored: string): boolean {
    if (this.hasUnsavedText() || this.timer !== undefined) return false;
    this.stored = stored;
    this.text = stored;
    return true;
  }

  private cancelTimer(): void {
    if (this.timer === undefined) return;
    this.options.clearTimer(this.timer);
    this.timer = undefined;
  }

  private async send(text: string): Promise<void> {
    this.inFlight = true;
    this.report();
    try {
      this.stored = await this.options.save(text);
      this.failed = false;
    } catch {
      this.failed = true;
    } finally {
      this.inFlight = false;
    }
    if (this.queued) {
      this.queued = false;
      this.flush();
    }
    this.report();
  }

  private report(): void {
    this.options.onStatus?.({ saving: this.inFlight, failed: this.failed });
  }
}
