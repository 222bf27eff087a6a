import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CategoriesController } from './categories.controller';
import { CategoriesRepository } from './categories.repository';
import { CategoriesService } from './categories.service';
import { CategoryRecord, CategorySchema } from './category.schema';

@Module({
  imports: [MongooseModule.forFeature([{ name: CategoryRecord.name, schema: CategorySchema }])],
  controllers: [CategoriesController],
  providers: [CategoriesRepository, CategoriesService],
})
export class CategoriesModule {}
