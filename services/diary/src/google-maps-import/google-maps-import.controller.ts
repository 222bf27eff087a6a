import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Post,
  UnsupportedMediaTypeException,
  UseGuards,
} from '@nestjs/common';
import {
  AuthUser,
  GoogleMapsImportPreview,
  GoogleMapsImportResult,
  UnlinkedPlacesPage,
  UnlinkedPlacesQuery,
  unlinkedPlacesQuerySchema,
} from '@dd/contracts';
import { CurrentUser, JwtAuthGuard, ValidQuery } from '@dd/nest-common';
import { GoogleMapsImportService } from './google-maps-import.service';

export const SEND_AS_CSV = 'Send the saved-places file as text/csv';

/** The CSV bytes of the request; anything but a text/csv body is a 415. */
function csvBody(contentType: string | undefined, body: unknown): Uint8Array {
  const type = (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();
  if (type !== 'text/csv') throw new UnsupportedMediaTypeException(SEND_AS_CSV);
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
  preview(
    @CurrentUser() user: AuthUser,
    @Headers('content-type') contentType: string | undefined,
    @Body() body: unknown,
  ): Promise<GoogleMapsImportPreview> {
    return this.imports.preview(user.id, csvBody(contentType, body));
  }

  /** Creates the new places as restaurants; 200 with what was created and skipped. */
  @Post()
  @HttpCode(200)
  import(
    @CurrentUser() user: AuthUser,
    @Headers('content-type') contentType: string | undefined,
    @Body() body: unknown,
  ): Promise<GoogleMapsImportResult> {
    return this.imports.import(user.id, csvBody(contentType, body));
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
