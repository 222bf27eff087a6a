import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RestaurantRecord, RestaurantRecordSchema } from '../restaurants/restaurant.schema';
import { ImportedPlacesRepository } from './data/imported-places.repository';
import { GoogleMapsImportController } from './google-maps-import.controller';
import { GoogleMapsImportService } from './google-maps-import.service';
import { CsvBodySetup } from './http/csv-body.setup';

/** The import of Google Maps saved places (issue 16): its text/csv body parser, API and data access. */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: RestaurantRecord.name, schema: RestaurantRecordSchema }]),
  ],
  controllers: [GoogleMapsImportController],
  providers: [CsvBodySetup, ImportedPlacesRepository, GoogleMapsImportService],
})
export class GoogleMapsImportModule {}
