import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  AuthUser,
  GoogleMapsImportPreview,
  GoogleMapsImportQuery,
  googleMapsImportQuerySchema,
  GoogleMapsImportResult,
  UnlinkedPlacesPage,
  isWantToGoList,
  UnlinkedPlacesQuery,
  unlinkedPlacesQuerySchema,
} from '@dd/contracts';
import { CurrentUser, JwtAuthGuard, ValidQuery } from '@dd/nest-common';
import { type AcceptedBody, AcceptsBody } from '../common/http/accepted-body';
import { GoogleMapsImportService } from './google-maps-import.service';

export const SEND_AS_CSV = 'Send the saved-places file as text/csv';

/** Anything but a text/csv body is a 415 (RequestBodyTypeCheck). */
const CSV_BODY: AcceptedBody = { types: ['text/csv'], refusal: SEND_AS_CSV };

/** The CSV bytes of the request (none when it came without a body). */
function csvBody(body: unknown): Uint8Array {
  return Buffer.isBuffer(body) ? body : new Uint8Array();
}

/**
 * Google Maps saved places (a Google Takeout saved-list CSV, posted as
 * `text/csv`, at most 1 MiB and 5,000 places): preview, import, and the
 * imported places still to link to Yelp.
 */
@Controller('api/imports/google-maps')
@UseGuards(JwtAuthGuard)
export class GoogleMapsImportController {
  constructor(private readonly imports: GoogleMapsImportService) {}

  /** What each row would become; writes nothing. */
  @Post('preview')
  @HttpCode(200)
  @AcceptsBody(CSV_BODY)
  preview(@CurrentUser() user: AuthUser, @Body() body: unknown): Promise<GoogleMapsImportPreview> {
    return this.imports.preview(user.id, csvBody(body));
  }

  /**
   * Creates the new places as restaurants; 200 with what was created and
   * skipped. 409 `{ message, id }` while another import of the user runs.
   * `?fileName=Want to go.csv` (the file's name) saves the places for later.
   */
  @Post()
  @HttpCode(200)
  @AcceptsBody(CSV_BODY)
  import(
    @CurrentUser() user: AuthUser,
    @Body() body: unknown,
    @ValidQuery(googleMapsImportQuerySchema) query: GoogleMapsImportQuery,
  ): Promise<GoogleMapsImportResult> {
    return this.imports.import(user.id, csvBody(body), {
      wantToGo: isWantToGoList(query.fileName),
    });
  }

  /** Imported places without a Yelp link, newest import first (`?limit&cursor`). */
  @Get('unlinked')
  unlinked(
    @CurrentUser() user: AuthUser,
    @ValidQuery(unlinkedPlacesQuerySchema) query: UnlinkedPlacesQuery,
  ): Promise<UnlinkedPlacesPage> {
    return this.imports.unlinked(user.id, query);
  }
}
