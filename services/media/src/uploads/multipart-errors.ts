import { BadRequestException, HttpException } from '@nestjs/common';
import { fileTooLarge } from '../images/image-errors';

export const MALFORMED_UPLOAD_MESSAGE = 'The upload is not a valid multipart/form-data body';

/**
 * What an error met while reading an upload's multipart body is answered
 * with. Reading only consumes what the client sent, so every failure is the
 * client's: a file over the limit is a 413, anything else (no boundary, a
 * part cut off, too many parts, a body that stopped arriving) a 400.
 */
export function uploadReadError(error: unknown, maxBytes: number): HttpException {
  if (error instanceof HttpException) return error;
  if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
    return fileTooLarge(maxBytes);
  return new BadRequestException(MALFORMED_UPLOAD_MESSAGE);
}
