import { Readable, pipeline, type Writable } from 'node:stream';
import type { AuthUser, Category } from '@dd/contracts';
import { stringify } from 'csv-stringify';
import { DIARY_EXPORT_FORMAT, DIARY_EXPORT_VERSION } from '../format/diary-export.schema';
import {
  MEAL_CSV_COLUMNS,
  mealCsvRow,
  RESTAURANT_CSV_COLUMNS,
  restaurantCsvRow,
  type CsvRow,
} from '../format/export-csv';
import {
  photoFilesOf,
  toExportedMeal,
  toExportedMealTag,
  toExportedPost,
  toExportedProfile,
  toExportedRestaurant,
  toExportedRestaurantTag,
  toExportedTag,
} from '../format/export-mapper';
import { entrySlug } from '../format/entry-slug';
import { mealMarkdown, mealMarkdownEntryName } from '../format/meal-markdown';
import { photoEntryName } from '../format/photo-entries';
import { neutraliseFormula } from '../format/spreadsheet-cells';
import type { NamedDiary } from '../../diaries/owned-shared-diaries';
import type { ExportSource } from '../source/export-source';
import type { MediaPhotosClient } from '../../upstream/media-photos.client';
import { ZipStreamWriter } from '../zip/zip-stream-writer';
import { ExportProgress } from './export-progress';

/** What the job knows of the request: the owner, and what was read with their token. */
export interface ExportRequest {
  userId: string;
  profile: AuthUser;
  categories: Category[];
  exportedAt: Date;
}

export interface BuiltExport {
  photos: number;
  missingPhotos: number;
}

const README = `Dining Diary export

diary.json         everything, in the versioned format of docs/export-format.md
restaurants.csv    your restaurants (UTF-8, opens in any spreadsheet)
meals.csv          your meals
meals/*.md         one note per meal, with YAML front matter
photos/*           your photos, as you uploaded them
shared-diaries/*/  each shared diary you own, with its own restaurants.csv,
                   meals.csv and meals/*.md (its photos are in photos/)
`;

/** One diary of the export: the personal one at the zip's root, each owned shared one in its folder. */
interface ExportedDiary {
  diaryId: string;
  /** '' for the personal diary, else `shared-diaries/<name>-<id>/`. */
  folder: string;
  shared?: NamedDiary;
}

/**
 * Writes a user's diaries as one zip onto `output`, entry by entry: records
 * are read in batches and written as they come, photos are streamed from the
 * media service one at a time. Only the set of photo names is held.
 */
export class ExportBuilder {
  constructor(
    private readonly source: ExportSource,
    private readonly photos: MediaPhotosClient,
  ) {}

  async build(
    request: ExportRequest,
    output: Writable,
    onProgress: (percent: number) => void,
  ): Promise<BuiltExport> {
    const { userId } = request;
    const diaries: ExportedDiary[] = [
      { diaryId: userId, folder: '' },
      ...(await this.source.sharedDiariesOf(userId)).map((shared) => ({
        diaryId: shared.id,
        folder: sharedDiaryFolder(shared),
        shared,
      })),
    ];
    let recordsTotal = 0;
    for (const { diaryId } of diaries) {
      const counts = await this.source.counts(diaryId);
      recordsTotal += counts.restaurants * 2 + counts.meals * 3;
    }
    const progress = new ExportProgress(recordsTotal, onProgress);
    const photoFiles = new Set<string>(photoFilesOf(toExportedProfile(request.profile).userImages));
    const zip = new ZipStreamWriter(output, request.exportedAt);
    try {
      await zip.add('README.txt', README);
      await zip.add(
        'diary.json',
        textStream(
          this.diaryJson(request, diaries.slice(1), photoFiles, () => progress.recordsPassed(1)),
        ),
      );
      for (const diary of diaries) await this.addSpreadsheetsAndNotes(zip, diary, progress);
      const missing = await this.addPhotos(zip, photoFiles, progress);
      if (missing.length > 0)
        await zip.add(
          'missing-photos.txt',
          `These photos were no longer stored and are not in this export:\n${missing.join('\n')}\n`,
        );
      await zip.finish();
      return { photos: photoFiles.size - missing.length, missingPhotos: missing.length };
    } catch (error) {
      zip.abort();
      throw error;
    }
  }

  /** The diary's restaurants.csv, meals.csv and one note per meal, in its folder. */
  private async addSpreadsheetsAndNotes(
    zip: ZipStreamWriter,
    { diaryId, folder }: ExportedDiary,
    progress: ExportProgress,
  ): Promise<void> {
    const tagNames = await this.source.tagNames(diaryId);
    const namesOf = (ids: readonly string[]) =>
      ids.flatMap((id) => (tagNames.has(id) ? [tagNames.get(id) as string] : []));
    await zip.add(
      `${folder}restaurants.csv`,
      csvStream(RESTAURANT_CSV_COLUMNS, this.restaurantRows(diaryId, namesOf, progress)),
    );
    await zip.add(
      `${folder}meals.csv`,
      csvStream(MEAL_CSV_COLUMNS, this.mealRows(diaryId, namesOf, progress)),
    );
    const toZipRoot = [
      '..',
      ...folder
        .split('/')
        .filter(Boolean)
        .map(() => '..'),
    ].join('/');
    for await (const batch of this.source.mealBatches(diaryId)) {
      for (const { record, restaurantName, tagIds } of batch) {
        const meal = toExportedMeal(record);
        // Stored: a zlib stream per small note costs more than it saves.
        await zip.add(
          folder + mealMarkdownEntryName(meal),
          mealMarkdown(meal, restaurantName, namesOf(tagIds), toZipRoot),
          { store: true },
        );
      }
      progress.recordsPassed(batch.length);
    }
  }

  private async addPhotos(
    zip: ZipStreamWriter,
    files: ReadonlySet<string>,
    progress: ExportProgress,
  ): Promise<string[]> {
    progress.photosFound(files.size);
    const missing: string[] = [];
    for (const file of files) {
      const body = await this.photos.open(file);
      if (body) await zip.add(photoEntryName(file), body, { store: true });
      else missing.push(file);
      progress.photoPassed();
    }
    return missing;
  }

  private async *diaryJson(
    request: ExportRequest,
    sharedDiaries: readonly ExportedDiary[],
    photoFiles: Set<string>,
    recordPassed: () => void,
  ): AsyncGenerator<string> {
    const { userId } = request;
    const profile = toExportedProfile(request.profile);
    yield `{\n"format": ${JSON.stringify(DIARY_EXPORT_FORMAT)},\n"version": ${DIARY_EXPORT_VERSION},\n`;
    yield `"exportedAt": ${JSON.stringify(request.exportedAt.toISOString())},\n`;
    yield `"profile": ${JSON.stringify(profile)},\n`;
    yield* this.diaryRecordsJson(userId, photoFiles, recordPassed);
    yield ',\n';
    yield* jsonArray('categories', asAsync(request.categories), ({ _id, name }) => ({
      id: _id,
      name,
    }));
    yield ',\n';
    yield* jsonArray('posts', this.source.postsOf(userId), toExportedPost);
    yield ',\n"sharedDiaries": [';
    for (const [index, { diaryId, shared }] of sharedDiaries.entries()) {
      yield `${index === 0 ? '\n' : ',\n'}{"id": ${JSON.stringify(diaryId)}, "name": ${JSON.stringify(shared?.name)},\n`;
      yield* this.diaryRecordsJson(diaryId, photoFiles, recordPassed);
      yield '\n}';
    }
    yield sharedDiaries.length > 0 ? '\n]\n}\n' : ']\n}\n';
  }

  /** One diary's records as diary.json's five arrays (restaurants … mealTags), without braces. */
  private async *diaryRecordsJson(
    diaryId: string,
    photoFiles: Set<string>,
    recordPassed: () => void,
  ): AsyncGenerator<string> {
    yield* jsonArray(
      'restaurants',
      this.flatten(this.source.restaurantBatches(diaryId)),
      ({ record }) => {
        const restaurant = toExportedRestaurant(record);
        for (const file of photoFilesOf(restaurant.restaurantImages)) photoFiles.add(file);
        recordPassed();
        return restaurant;
      },
    );
    yield ',\n';
    yield* jsonArray('meals', this.flatten(this.source.mealBatches(diaryId)), ({ record }) => {
      const meal = toExportedMeal(record);
      for (const file of photoFilesOf(meal.mealImages)) photoFiles.add(file);
      recordPassed();
      return meal;
    });
    yield ',\n';
    yield* jsonArray('tags', this.source.tagsOf(diaryId), toExportedTag);
    yield ',\n';
    yield* jsonArray(
      'restaurantTags',
      this.source.restaurantTagsOf(diaryId),
      toExportedRestaurantTag,
    );
    yield ',\n';
    yield* jsonArray('mealTags', this.source.mealTagsOf(diaryId), toExportedMealTag);
  }

  private async *restaurantRows(
    diaryId: string,
    namesOf: (ids: readonly string[]) => string[],
    progress: ExportProgress,
  ): AsyncGenerator<CsvRow> {
    for await (const batch of this.source.restaurantBatches(diaryId)) {
      for (const { record, tagIds } of batch)
        yield restaurantCsvRow(toExportedRestaurant(record), namesOf(tagIds));
      progress.recordsPassed(batch.length);
    }
  }

  private async *mealRows(
    diaryId: string,
    namesOf: (ids: readonly string[]) => string[],
    progress: ExportProgress,
  ): AsyncGenerator<CsvRow> {
    for await (const batch of this.source.mealBatches(diaryId)) {
      for (const { record, restaurantName, tagIds } of batch)
        yield mealCsvRow(toExportedMeal(record), restaurantName ?? '', namesOf(tagIds));
      progress.recordsPassed(batch.length);
    }
  }

  private async *flatten<T>(batches: AsyncIterable<T[]>): AsyncGenerator<T> {
    for await (const batch of batches) yield* batch;
  }
}

async function* jsonArray<T>(
  name: string,
  records: AsyncIterable<T>,
  map: (record: T) => unknown,
): AsyncGenerator<string> {
  yield `${JSON.stringify(name)}: [`;
  let first = true;
  for await (const record of records) {
    yield `${first ? '\n' : ',\n'}${JSON.stringify(map(record))}`;
    first = false;
  }
  yield first ? ']' : '\n]';
}

async function* asAsync<T>(items: readonly T[]): AsyncGenerator<T> {
  yield* items;
}

/** Strings as a byte stream (not object mode), pulled only as the zip reads it. */
function textStream(chunks: AsyncIterable<string>): Readable {
  return Readable.from(chunks, { objectMode: false });
}

/**
 * UTF-8 with a byte-order mark (so Excel reads accents right), CRLF rows,
 * a header line, every field holding a comma, a quote or a line break quoted,
 * and every text cell neutralised against formula injection.
 */
function csvStream(columns: readonly string[], rows: AsyncIterable<CsvRow>): Readable {
  const csv = stringify({
    bom: true,
    header: true,
    columns: [...columns],
    record_delimiter: 'windows',
    // RFC 4180: a field holding a line break is quoted. The library quotes one
    // holding the record delimiter (CRLF), not a bare LF or CR.
    quoted_match: /[\r\n]/,
    cast: { string: neutraliseFormula },
  });
  return pipeline(Readable.from(rows), csv, () => undefined);
}

/** `shared-diaries/home-<id>/`: readable, and unique by the diary's id. */
function sharedDiaryFolder({ id, name }: NamedDiary): string {
  return `shared-diaries/${[entrySlug(name, 40), id].filter(Boolean).join('-')}/`;
}
