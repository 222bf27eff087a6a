import { Injectable } from '@nestjs/common';
import {
  GoogleMapsImportPreview,
  GoogleMapsImportResult,
  GoogleMapsPlaceRow,
  todayAsDiaryDate,
  UnlinkedPlacesPage,
  UnlinkedPlacesQuery,
} from '@dd/contracts';
import { filterAndCursorConditions } from '../common/list-conditions';
import { encodeCursor } from '../common/page-cursor';
import { toPage } from '../common/paged';
import { RestaurantsRepository } from '../restaurants/restaurants.repository';
import { decodeCsvText, readSavedPlaces } from './csv/saved-places-csv';
import { classifyPlaces, cleanPlace, countStatuses } from './model/place-rows';

/** What the restaurants collection records as the origin of a Google Maps import. */
export const GOOGLE_MAPS_ORIGIN = 'google-maps';

/**
 * The import of a Google Maps saved list (Takeout CSV): a preview of what each
 * row would become, the import of the new places as unrated restaurants, and
 * the imported places still to link to Yelp.
 */
@Injectable()
export class GoogleMapsImportService {
  constructor(private readonly restaurants: RestaurantsRepository) {}

  async preview(userId: string, csv: Uint8Array): Promise<GoogleMapsImportPreview> {
    const rows = await this.rowsOf(userId, csv);
    return { rows, counts: countStatuses(rows) };
  }

  /**
   * Writes the rows the preview calls `new`. Posting the same file again
   * creates nothing: its names are in the diary by then. Two imports racing
   * between the name check and the write can both create (no transactions on
   * FerretDB), as two racing restaurant creates can.
   */
  async import(userId: string, csv: Uint8Array, now = new Date()): Promise<GoogleMapsImportResult> {
    const rows = await this.rowsOf(userId, csv);
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

  private async rowsOf(userId: string, csv: Uint8Array): Promise<GoogleMapsPlaceRow[]> {
    const places = readSavedPlaces(decodeCsvText(csv)).map(cleanPlace);
    const existing = await this.restaurants.existingNameKeys(
      userId,
      places.filter((place) => !place.invalid).map((place) => place.nameKey),
    );
    return classifyPlaces(places, existing);
  }
}
