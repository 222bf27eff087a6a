/**
 * Percent done of an export: the records' passes (diary.json, two CSVs, the
 * notes) make up the first half, the photos the second (or everything when
 * there are none). Reports only when the whole percent changes.
 */
export class ExportProgress {
  private recordsDone = 0;
  private photosDone = 0;
  private photosTotal = 0;
  private reported = -1;

  constructor(
    private readonly recordsTotal: number,
    private readonly report: (percent: number) => void,
  ) {}

  recordsPassed(count: number): void {
    this.recordsDone += count;
    this.emit();
  }

  photosFound(total: number): void {
    this.photosTotal = total;
    this.emit();
  }

  photoPassed(): void {
    this.photosDone += 1;
    this.emit();
  }

  percent(): number {
    const records = this.recordsTotal === 0 ? 1 : Math.min(1, this.recordsDone / this.recordsTotal);
    if (this.photosTotal === 0) return Math.floor(records * 99);
    const photos = this.photosDone / this.photosTotal;
    return Math.floor((records * 0.5 + photos * 0.5) * 99);
  }

  private emit(): void {
    const percent = this.percent();
    if (percent === this.reported) return;
    this.reported = percent;
    this.report(percent);
  }
}
