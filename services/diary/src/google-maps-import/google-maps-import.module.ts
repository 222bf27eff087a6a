import { Module } from '@nestjs/common';
import { RestaurantsDataModule } from '../restaurants/restaurants-data.module';
import { GoogleMapsImportSlot } from './claim/google-maps-import-slot';
import { GoogleMapsImportController } from './google-maps-import.controller';
import { GoogleMapsImportService } from './google-maps-import.service';
import { CsvBodySetup } from './http/csv-body.setup';

/**
 * The import of Google Maps saved places (issue 16): its text/csv body parser
 * and API; it writes through RestaurantsRepository, one import per user at a
 * time (GoogleMapsImportSlot, in Redis).
 */
@Module({
  imports: [RestaurantsDataModule],
  controllers: [GoogleMapsImportController],
  providers: [CsvBodySetup, GoogleMapsImportSlot, GoogleMapsImportService],
})
export class GoogleMapsImportModule {}
