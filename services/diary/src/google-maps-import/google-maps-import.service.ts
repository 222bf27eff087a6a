import { randomUUID } from 'node:crypto';
import { HttpStatus, Injectable } from '@nestjs/common';
import {
  GoogleMapsImportPreview,
  GoogleMapsImportResult,
  GoogleMapsPlaceRow,
  todayAsDiaryDate,
  UnlinkedPlacesPage,
  UnlinkedPlacesQuery,
} from '@dd/contracts';
import { AnswerFieldsException } from '@dd/nest-common';
import { filterAndCursorConditions } from '../common/list-conditions';
import { encodeCursor } from '../common/page-cursor';
import { toPage } from '../common/paged';
import { RestaurantsRepository } from '../restaurants/restaurants.repository';
import { GoogleMapsImportSlot } from './claim/google-maps-import-slot';
import { decodeCsvText, readSavedPlaces } from './csv/saved-places-csv';
import { type CleanPlace, classifyPlaces, cleanPlace, countStatuses } from './model/place-rows';

/** What the restaurants collection records as the origin of a Google Maps import. */
export const GOOGLE_MAPS_ORIGIN = 'google-maps';

/** How the places of one list are written: `wantToGo` for the "Want to go" list. */
export interface SavedListOptions {
  wantToGo: boolean;
}

export const GOOGLE_MAPS_IMPORT_UNDER_WAY_MESSAGE =
  'A Google Maps import is already under way. Wait for it to finish, then import the next file.';

/**
 * The import of a Google Maps saved list (Takeout CSV): a preview of what each
 * row would become, the import of the new places as unrated restaurants, and
 * the imported places still to link to Yelp.
 */
@Injectable()
export class GoogleMapsImportService {
  constructor(
    private readonly restaurants: RestaurantsRepository,
    private readonly slot: GoogleMapsImportSlot,
  ) {}

  async preview(userId: string, csv: Uint8Array): Promise<GoogleMapsImportPreview> {
    const rows = await this.rowsOf(userId, placesOf(csv));
    return { rows, counts: countStatuses(rows) };
  }

  /**
   * Writes the rows the preview calls `new`. Posting the same file again
   * creates nothing: its names are in the diary by then. A file that cannot
   * be read is refused first; then the import takes the user's one slot
   * (GoogleMapsImportSlot) before reading which names the diary holds, and
   * frees it once written. One that finds the slot taken is a 409 naming the
   * import under way: otherwise two imports racing between the name check
   * and the write would both create each place (no transactions on FerretDB).
   */
  async import(
    userId: string,
    csv: Uint8Array,
    list: SavedListOptions = { wantToGo: false },
    now = new Date(),
  ): Promise<GoogleMapsImportResult> {
    const places = placesOf(csv);
    const importId = randomUUID();
    const running = await this.slot.take(userId, importId);
    if (running)
      throw new AnswerFieldsException(GOOGLE_MAPS_IMPORT_UNDER_WAY_MESSAGE, HttpStatus.CONFLICT, {
        id: running,
      });
    try {
      return await this.write(userId, places, list, now);
    } finally {
      await this.slot.free(userId, importId);
    }
  }

  private async write(
    userId: string,
    places: readonly CleanPlace[],
    { wantToGo }: SavedListOptions,
    now: Date,
  ): Promise<GoogleMapsImportResult> {
    const rows = await this.rowsOf(userId, places);
    const fresh = rows.filter((row) => row.status === 'new');
    const date = todayAsDiaryDate(now);
    const ids = await this.restaurants.insertImported(
      userId,
      GOOGLE_MAPS_ORIGIN,
      fresh.map((row) => ({
        name: row.name,
        notes: row.note,
        mapsUrl: row.mapsUrl,
        date,
        wantToGo,
      })),
      now,
    );
    return {
      created: ids.length,
      skipped: rows
        .filter((row) => row.status !== 'new')
        .map(({ line, name, reason }) => ({ line, name, reason: reason ?? '' })),
      restaurantIds: ids.map((id) => id.toHexString()),
    };
  }

  /** The user's imported places without a Yelp link, newest import first, one page at a time. */
  async unlinked(userId: string, query: UnlinkedPlacesQuery): Promise<UnlinkedPlacesPage> {
    const conditions = filterAndCursorConditions({ filter: 'all', cursor: query.cursor });
    const [records, total] = await Promise.all([
      this.restaurants.importedWithoutYelp(userId, GOOGLE_MAPS_ORIGIN, conditions, query.limit + 1),
      this.restaurants.countImportedWithoutYelp(userId, GOOGLE_MAPS_ORIGIN),
    ]);
    const page = toPage(records, query.limit);
    return {
      total,
      places: page.items.map((record) => ({
        _id: record._id.toHexString(),
        name: record.name,
        notes: record.notes ?? '',
        mapsUrl: record.mapsUrl ?? '',
      })),
      nextCursor: page.next ? encodeCursor(page.next) : null,
    };
  }

  private async rowsOf(
    userId: string,
    places: readonly CleanPlace[],
  ): Promise<GoogleMapsPlaceRow[]> {
    const existing = await this.restaurants.existingNameKeys(
      userId,
      places.filter((place) => !place.invalid).map((place) => place.nameKey),
    );
    return classifyPlaces(places, existing);
  }
}

/** The file's rows, cleaned; a file that is not a saved-places CSV throws its 400. */
function placesOf(csv: Uint8Array): CleanPlace[] {
  return readSavedPlaces(decodeCsvText(csv)).map(cleanPlace);
}
