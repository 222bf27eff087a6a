import { HttpException, type HttpStatus } from '@nestjs/common';

/**
 * A refusal whose answer says more than its message, e.g. a 409 naming the
 * job already under way: JsonExceptionFilter answers `{ message, ...fields }`.
 */
export class AnswerFieldsException extends HttpException {
  constructor(
    message: string,
    status: HttpStatus,
    readonly fields: Readonly<Record<string, string | number | boolean | null>>,
  ) {
    super(message, status);
  }
}
