import { HttpService } from '@nestjs/axios';
import {
  BadGatewayException,
  BadRequestException,
  GatewayTimeoutException,
  HttpException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { AxiosError, isAxiosError } from 'axios';
import { firstValueFrom } from 'rxjs';
import type { YelpUpstreamConfig } from '../config';
import { YELP_UPSTREAM_CONFIG } from './yelp.constants';
import type { UpstreamRequest } from './upstream-request';

const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT', 'ERR_CANCELED']);

/**
 * The adapter around the Yelp Fusion HTTP API: adds the key, bounds the wait
 * and turns every upstream failure into a JSON-answerable HttpException, so
 * callers only ever see a parsed body or a clear 4xx/5xx.
 */
@Injectable()
export class YelpClient {
  private readonly logger = new Logger(YelpClient.name);

  constructor(
    private readonly http: HttpService,
    @Inject(YELP_UPSTREAM_CONFIG) private readonly config: YelpUpstreamConfig,
  ) {}

  async get<T>(request: UpstreamRequest): Promise<T> {
    try {
      const response = await firstValueFrom(
        this.http.get<T>(`${this.config.apiUrl}${request.path}`, {
          params: request.query,
          headers: { Authorization: `Bearer ${this.config.apiKey}`, Accept: 'application/json' },
          timeout: this.config.timeoutMs,
          signal: AbortSignal.timeout(this.config.timeoutMs),
          maxRedirects: 0,
          responseType: 'json',
        }),
      );
      return response.data;
    } catch (error) {
      throw this.toHttpException(error, request);
    }
  }

  private toHttpException(error: unknown, request: UpstreamRequest): HttpException {
    if (!isAxiosError(error)) {
      this.logger.error(`Yelp call ${request.path} failed: ${String(error)}`);
      return new BadGatewayException('Yelp answered with something unreadable');
    }
    const status = error.response?.status;
    if (status === undefined) return this.networkFailure(error, request);
    if (status === 401 || status === 403) {
      this.logger.error(`Yelp rejected the API key (${status}) on ${request.path}`);
      return new BadGatewayException('Yelp rejected the service credentials');
    }
    if (status === 429)
      return new ServiceUnavailableException('Yelp request quota reached, try again later');
    if (status === 404) return new NotFoundException('Business not found');
    if (status === 400) {
      return new BadRequestException(
        upstreamDescription(error) ?? 'Yelp could not handle this search',
      );
    }
    this.logger.warn(`Yelp answered ${status} on ${request.path}`);
    return new BadGatewayException(`Yelp is failing (HTTP ${status}), try again later`);
  }

  private networkFailure(error: AxiosError, request: UpstreamRequest): HttpException {
    if (error.code && TIMEOUT_CODES.has(error.code)) {
      return new GatewayTimeoutException(`Yelp did not answer within ${this.config.timeoutMs} ms`);
    }
    this.logger.warn(`Yelp unreachable on ${request.path}: ${error.code ?? error.message}`);
    return new ServiceUnavailableException('Yelp is unreachable, try again later');
  }
}

/** Yelp's own explanation from `{ error: { description } }`, when it sent one. */
function upstreamDescription(error: AxiosError): string | undefined {
  const body = error.response?.data as { error?: { description?: unknown } } | undefined;
  return typeof body?.error?.description === 'string' ? body.error.description : undefined;
}
