import { Module } from '@nestjs/common';
import { RestaurantsDataModule } from '../restaurants/restaurants-data.module';
import { GoogleMapsImportController } from './google-maps-import.controller';
import { GoogleMapsImportService } from './google-maps-import.service';
import { CsvBodySetup } from './http/csv-body.setup';

/** The import of Google Maps saved places (issue 16): its text/csv body parser and API; it writes through RestaurantsRepository. */
@Module({
  imports: [RestaurantsDataModule],
  controllers: [GoogleMapsImportController],
  providers: [CsvBodySetup, GoogleMapsImportService],
})
export class GoogleMapsImportModule {}
