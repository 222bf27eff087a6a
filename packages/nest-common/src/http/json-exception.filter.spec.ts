import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpStatus,
  Logger,
  Module,
  NotFoundException,
  Post,
} from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { z } from 'zod';
import { createTestApp } from '../testing';
import { AnswerFieldsException } from './answer-fields.exception';
import { tooManyRequests } from './retry-after.exception';
import { ZodValidationPipe } from '../validation/zod-validation.pipe';

const noteSchema = z.object({ content: z.string().trim().min(1, 'Required') });

@Controller('probe')
class ProbeController {
  @Get('not-found')
  notFound(): never {
    throw new NotFoundException('Meal not found');
  }

  @Get('many-messages')
  manyMessages(): never {
    throw new BadRequestException(['name is bad', 'rating is bad']);
  }

  @Get('crash')
  crash(): never {
    throw new Error('connection string mongodb://admin:secret@db');
  }

  @Get('slow-down')
  slowDown(): never {
    throw tooManyRequests('Too many requests', 41.2);
  }

  @Get('library-refusal')
  libraryRefusal(): never {
    // What the proxy libraries raise for a target with invalid characters.
    throw Object.assign(new Error('URL must not contain invalid characters'), { statusCode: 400 });
  }

  @Get('library-status')
  libraryStatus(): never {
    throw Object.assign(new Error('Request URI too long'), { status: 414 });
  }

  @Get('library-crash')
  libraryCrash(): never {
    throw Object.assign(new Error('socket hang up'), { statusCode: 502 });
  }

  @Get('busy')
  busy(): never {
    throw new AnswerFieldsException('An import is under way', HttpStatus.CONFLICT, { id: 'job-1' });
  }

  @Get('throw-string')
  throwString(): never {
    throw 'not an error';
  }

  @Post('notes')
  create(@Body(new ZodValidationPipe(noteSchema)) body: unknown): unknown {
    return body;
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('JsonExceptionFilter (through a Fastify app)', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp(ProbeModule);
  });

  afterAll(async () => {
    await app.close();
  });

  afterEach(() => jest.restoreAllMocks());

  it('keeps the status and message of an HttpException', async () => {
    const response = await app.inject({ method: 'GET', url: '/probe/not-found' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Meal not found' });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('adds Retry-After to a RetryAfterException', async () => {
    const response = await app.inject({ method: 'GET', url: '/probe/slow-down' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('42');
    expect(response.json()).toEqual({ message: 'Too many requests' });
  });

  it('adds the fields of an AnswerFieldsException', async () => {
    const response = await app.inject({ method: 'GET', url: '/probe/busy' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'An import is under way', id: 'job-1' });
  });

  it('joins an array of messages', async () => {
    const response = await app.inject({ method: 'GET', url: '/probe/many-messages' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'name is bad; rating is bad' });
  });

  it('answers a validation failure with 400 and the issues', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/probe/notes',
      payload: { content: { $ne: null } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'content: Expected string' });
  });

  it('answers an unexpected error with a generic 500 and logs it with its stack', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const response = await app.inject({ method: 'GET', url: '/probe/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error' });
    expect(logged).toHaveBeenCalledWith(
      'connection string mongodb://admin:secret@db',
      expect.stringContaining('ProbeController.crash'),
    );
  });

  it('keeps the 4xx status and message of any error that carries one', async () => {
    const refused = await app.inject({ method: 'GET', url: '/probe/library-refusal' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'URL must not contain invalid characters' });
    const tooLong = await app.inject({ method: 'GET', url: '/probe/library-status' });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({ message: 'Request URI too long' });
  });

  it('answers an error that carries a 5xx status with a generic 500', async () => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const response = await app.inject({ method: 'GET', url: '/probe/library-crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error' });
  });

  it('answers a thrown non-error with a generic 500', async () => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const response = await app.inject({ method: 'GET', url: '/probe/throw-string' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error' });
  });

  it('answers an unknown route with 404 JSON', async () => {
    const response = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Cannot GET /nowhere' });
  });

  describe('Fastify request errors', () => {
    it('answers malformed JSON with 400', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/probe/notes',
        headers: { 'content-type': 'application/json' },
        payload: '{"content": "unterminated',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: "Body is not valid JSON but content-type is set to 'application/json'",
      });
    });

    it('answers an empty JSON body with 400', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/probe/notes',
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('message');
    });

    it('answers an unsupported media type with 415', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/probe/notes',
        headers: { 'content-type': 'application/xml' },
        payload: '<content>hi</content>',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: 'Unsupported Media Type' });
    });

    it('answers a body over the limit with 413', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/probe/notes',
        payload: { content: 'x'.repeat(1024 * 1024 + 1) },
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: 'Request body is too large' });
    });
  });

  describe('request ids', () => {
    it("echoes the caller's x-request-id", async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/nowhere',
        headers: { 'x-request-id': 'abc-123' },
      });
      expect(response.headers['x-request-id']).toBe('abc-123');
    });

    it('generates one when missing or unacceptable', async () => {
      const missing = await app.inject({ method: 'GET', url: '/nowhere' });
      const unacceptable = await app.inject({
        method: 'GET',
        url: '/nowhere',
        headers: { 'x-request-id': 'has spaces and <html>' },
      });
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
      expect(missing.headers['x-request-id']).toMatch(uuid);
      expect(unacceptable.headers['x-request-id']).toMatch(uuid);
    });
  });
});
