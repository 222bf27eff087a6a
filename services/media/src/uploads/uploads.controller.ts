import {
  BadRequestException,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type AuthUser,
  type DeletedResponse,
  deletedResponse,
  type UploadOwnershipRequest,
  type UploadOwnershipResponse,
  uploadOwnershipRequestSchema,
  IMAGE_VARIANT_WIDTHS,
  type ImageVariantWidth,
  isImageVariantWidth,
  type UploadResponse,
} from '@dd/contracts';
import { CurrentUser, Idempotent, JwtAuthGuard, ValidBody } from '@dd/nest-common';
import { ImageDeliveryService } from './image-delivery.service';
import { UploadedFileReader } from './uploaded-file.reader';
import { UploadsService } from './uploads.service';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// A variant URL answered with the original must be asked again later, when the variant exists.
const REVALIDATE = 'public, no-cache';

@Controller('api/uploads')
export class UploadsController {
  constructor(
    private readonly uploads: UploadsService,
    private readonly delivery: ImageDeliveryService,
    private readonly files: UploadedFileReader,
  ) {}

  /** Multipart field `file`; answers `{ fileUrl }` once the sanitized original is stored. */
  @Post('proxy')
  @UseGuards(JwtAuthGuard)
  @Idempotent({ content: UploadedFileReader })
  async upload(
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
  ): Promise<UploadResponse> {
    const { data } = await this.files.read(request);
    return this.uploads.upload(user.id, data);
  }

  /**
   * Which of `files` the caller uploaded: for another service checking the
   * image URLs a user writes, with that user's bearer token. It tells nothing
   * about anyone else's files (foreign and unknown ones are both left out).
   */
  @Post('ownership')
  @UseGuards(JwtAuthGuard)
  @HttpCode(200)
  async ownership(
    @CurrentUser() user: AuthUser,
    @ValidBody(uploadOwnershipRequestSchema) body: UploadOwnershipRequest,
  ): Promise<UploadOwnershipResponse> {
    return { owned: await this.uploads.ownedOf(user.id, body.files) };
  }

  /** No auth, so <img> tags work: the 128-bit random name is the capability. */
  @Get('images/:file')
  async image(
    @Param('file') file: string,
    @Query('w') w: string | undefined,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const image = await this.delivery.find(file, parseWidth(w));
    if (!image) throw new NotFoundException('Image not found');
    const { object, final } = image;
    void reply
      .header('content-type', object.contentType)
      .header('cache-control', final ? IMMUTABLE : REVALIDATE)
      .header('etag', object.etag)
      .header('x-content-type-options', 'nosniff');
    if (ifNoneMatch?.split(',').some((tag) => tag.trim() === object.etag)) {
      object.body.destroy();
      await reply.status(304).send();
      return;
    }
    await reply.header('content-length', object.size).send(object.body);
  }

  /** 200 `{ message }`, as every delete answers: the original client reads every OK answer's JSON. */
  @Delete('images/:file')
  @UseGuards(JwtAuthGuard)
  @HttpCode(200)
  async remove(
    @CurrentUser() user: AuthUser,
    @Param('file') file: string,
  ): Promise<DeletedResponse> {
    await this.uploads.delete(user.id, file);
    return deletedResponse('image');
  }
}

function parseWidth(w: string | undefined): ImageVariantWidth | undefined {
  if (w === undefined) return undefined;
  const width = Number(w);
  if (!isImageVariantWidth(width)) {
    throw new BadRequestException(`w must be one of ${IMAGE_VARIANT_WIDTHS.join(', ')}`);
  }
  return width;
}
