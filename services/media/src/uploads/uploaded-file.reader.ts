import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { IdempotentContentReader } from '@dd/nest-common';
import type { FastifyRequest } from 'fastify';
import type { MediaConfig } from '../config';
import { MEDIA_CONFIG } from '../media-config.token';
import { uploadReadError } from './multipart-errors';

/** An upload's multipart field `file`, read whole. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

/**
 * Reads an upload's file once per request, for the route and for its
 * Idempotency-Key fingerprint alike (a request body can only be read once).
 * The fingerprint is taken of the file's bytes, name and type, not of the raw
 * body, whose multipart boundary is random per send: a replayed FormData
 * must be recognised as the same upload.
 */
@Injectable()
export class UploadedFileReader implements IdempotentContentReader {
  private readonly reads = new WeakMap<FastifyRequest, Promise<UploadedFile>>();

  constructor(@Inject(MEDIA_CONFIG) private readonly config: MediaConfig) {}

  /** The whole file, read before anything is stored: an upload cut off half-way leaves no trace. */
  read(request: FastifyRequest): Promise<UploadedFile> {
    let read = this.reads.get(request);
    if (!read) {
      read = this.readFileField(request);
      this.reads.set(request, read);
    }
    return read;
  }

  contentOf(request: FastifyRequest): Promise<UploadedFile> {
    return this.read(request);
  }

  private async readFileField(request: FastifyRequest): Promise<UploadedFile> {
    if (!request.isMultipart())
      throw new BadRequestException('Expected a multipart/form-data body');
    try {
      const part = await request.file();
      if (!part || part.fieldname !== 'file')
        throw new BadRequestException('Missing file field "file"');
      return { filename: part.filename, mimetype: part.mimetype, data: await part.toBuffer() };
    } catch (error) {
      throw uploadReadError(error, this.config.uploads.maxBytes);
    }
  }
}
