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
import { mealMarkdown, mealMarkdownEntryName } from '../format/meal-markdown';
import { photoEntryName } from '../format/photo-entries';
import { neutraliseFormula } from '../format/spreadsheet-cells';
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
`;

/**
 * Writes one user's whole diary as a zip onto `output`, entry by entry:
 * records are read in batches and written as they come, photos are streamed
 * from the media service one at a time. Only the set of photo names is held.
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
    const counts = await this.source.counts(userId);
    const progress = new ExportProgress(counts.restaurants * 2 + counts.meals * 3, onProgress);
    const tagNames = await this.source.tagNames(userId);
    const namesOf = (ids: readonly string[]) =>
      ids.flatMap((id) => (tagNames.has(id) ? [tagNames.get(id) as string] : []));
    const photoFiles = new Set<string>(photoFilesOf(toExportedProfile(request.profile).userImages));
    const zip = new ZipStreamWriter(output, request.exportedAt);
    try {
      await zip.add('README.txt', README);
      await zip.add(
        'diary.json',
        textStream(this.diaryJson(request, photoFiles, () => progress.recordsPassed(1))),
      );
      await zip.add(
        'restaurants.csv',
        csvStream(RESTAURANT_CSV_COLUMNS, this.restaurantRows(userId, namesOf, progress)),
      );
      await zip.add(
        'meals.csv',
        csvStream(MEAL_CSV_COLUMNS, this.mealRows(userId, namesOf, progress)),
      );
      for await (const batch of this.source.mealBatches(userId)) {
        for (const { record, restaurantName, tagIds } of batch) {
          const meal = toExportedMeal(record);
          // Stored: a zlib stream per small note costs more than it saves.
          await zip.add(
            mealMarkdownEntryName(meal),
            mealMarkdown(meal, restaurantName, namesOf(tagIds)),
            { store: true },
          );
        }
        progress.recordsPassed(batch.length);
      }
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
    photoFiles: Set<string>,
    recordPassed: () => void,
  ): AsyncGenerator<string> {
    const { userId } = request;
    const profile = toExportedProfile(request.profile);
    yield `{\n"format": ${JSON.stringify(DIARY_EXPORT_FORMAT)},\n"version": ${DIARY_EXPORT_VERSION},\n`;
    yield `"exportedAt": ${JSON.stringify(request.exportedAt.toISOString())},\n`;
    yield `"profile": ${JSON.stringify(profile)},\n`;
    yield* jsonArray(
      'restaurants',
      this.flatten(this.source.restaurantBatches(userId)),
      ({ record }) => {
        const restaurant = toExportedRestaurant(record);
        for (const file of photoFilesOf(restaurant.restaurantImages)) photoFiles.add(file);
        recordPassed();
        return restaurant;
      },
    );
    yield ',\n';
    yield* jsonArray('meals', this.flatten(this.source.mealBatches(userId)), ({ record }) => {
      const meal = toExportedMeal(record);
      for (const file of photoFilesOf(meal.mealImages)) photoFiles.add(file);
      recordPassed();
      return meal;
    });
    yield ',\n';
    yield* jsonArray('tags', this.source.tagsOf(userId), toExportedTag);
    yield ',\n';
    yield* jsonArray(
      'restaurantTags',
      this.source.restaurantTagsOf(userId),
      toExportedRestaurantTag,
    );
    yield ',\n';
    yield* jsonArray('mealTags', this.source.mealTagsOf(userId), toExportedMealTag);
    yield ',\n';
    yield* jsonArray('categories', asAsync(request.categories), ({ _id, name }) => ({
      id: _id,
      name,
    }));
    yield ',\n';
    yield* jsonArray('posts', this.source.postsOf(userId), toExportedPost);
    yield '\n}\n';
  }

  private async *restaurantRows(
    userId: string,
    namesOf: (ids: readonly string[]) => string[],
    progress: ExportProgress,
  ): AsyncGenerator<CsvRow> {
    for await (const batch of this.source.restaurantBatches(userId)) {
      for (const { record, tagIds } of batch)
        yield restaurantCsvRow(toExportedRestaurant(record), namesOf(tagIds));
      progress.recordsPassed(batch.length);
    }
  }

  private async *mealRows(
    userId: string,
    namesOf: (ids: readonly string[]) => string[],
    progress: ExportProgress,
  ): AsyncGenerator<CsvRow> {
    for await (const batch of this.source.mealBatches(userId)) {
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
