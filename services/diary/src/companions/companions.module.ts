import { Module } from '@nestjs/common';
import { DiaryAccessModule } from '../diaries/diary-access.module';
import { MealsDataModule } from '../meals/meals-data.module';
import { CompanionsController } from './companions.controller';
import { CompanionsService } from './companions.service';

/** The people of the diary, read and changed through the meals repository. */
@Module({
  imports: [MealsDataModule, DiaryAccessModule],
  controllers: [CompanionsController],
  providers: [CompanionsService],
})
export class CompanionsModule {}
