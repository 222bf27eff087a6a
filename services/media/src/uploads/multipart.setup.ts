import multipart from '@fastify/multipart';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import type { MediaConfig } from '../config';
import { MEDIA_CONFIG } from '../media-config.token';

/**
 * Registers @fastify/multipart on the service's Fastify instance, bounded to
 * one file of at most MEDIA_MAX_UPLOAD_BYTES. Done from the module so the
 * service and its tests (which build their own app) get the same parser.
 */
@Injectable()
export class MultipartSetup implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(MEDIA_CONFIG) private readonly config: MediaConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    await fastify.register(multipart, {
      limits: { fileSize: this.config.uploads.maxBytes, files: 1, fields: 10, parts: 11 },
    });
  }
}
