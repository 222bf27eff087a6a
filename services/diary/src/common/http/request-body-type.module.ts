import { Module } from '@nestjs/common';
import { RequestBodyTypeCheck } from './request-body-type.check';

/** JSON bodies only, except on routes that declare another type with `AcceptsBody`. */
@Module({ providers: [RequestBodyTypeCheck] })
export class RequestBodyTypeModule {}
