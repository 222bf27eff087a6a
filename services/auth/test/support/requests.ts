import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { decode } from 'jsonwebtoken';
import type { TokenPayload } from '@dd/contracts';

export interface Answer<Body = Record<string, unknown>> {
  statusCode: number;
  body: Body;
}

export function client(app: NestFastifyApplication) {
  async function call(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: { body?: unknown; token?: string; ip?: string } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.ip) headers['x-forwarded-for'] = options.ip;
    const response = await app.inject({
      method,
      url,
      headers,
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    return { statusCode: response.statusCode, body: response.body ? response.json() : {} };
  }
  return {
    call,
    /** A success answers the token itself (product spec §7): read it with tokenOf. */
    signup: (body: unknown, ip?: string): Promise<Answer<unknown>> =>
      call('POST', '/api/auth/signup', { body, ip }),
    login: (body: unknown, ip?: string): Promise<Answer<unknown>> =>
      call('POST', '/api/auth/login', { body, ip }),
    logout: (token: string) => call('POST', '/api/auth/logout', { token }),
    updateProfile: (token: string, body: unknown) =>
      call('PUT', '/api/auth/profile', { token, body }),
    changePassword: (token: string, body: unknown) =>
      call('PUT', '/api/auth/password', { token, body }),
    forgotPassword: (body: unknown, ip?: string) =>
      call('POST', '/api/auth/forgot-password', { body, ip }),
    resetPassword: (resetToken: string, body: unknown) =>
      call('POST', `/api/auth/reset-password/${resetToken}`, { body }),
  };
}

/** The token a sign-up or log-in answered: the body is the JWT as a JSON string. */
export function tokenOf(answer: Answer<unknown>): string {
  if (typeof answer.body !== 'string')
    throw new Error(`expected the token as a JSON string, got ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export function payloadOf(token: string): TokenPayload & { iat: number; jti: string } {
  return decode(token) as TokenPayload & { iat: number; jti: string };
}

let counter = 0;
/** A fresh, unique address per call. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.test`;
}
