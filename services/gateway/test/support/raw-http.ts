import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Whether the server sent `100 Continue` before its answer. */
  continued: boolean;
  /** Whether the server closed the connection after answering. */
  closed: boolean;
}

export interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  /** Sent whole, or in these chunks (chunked transfer encoding without a Content-Length). */
  body?: Buffer | Buffer[];
}

/**
 * One request through Node's own HTTP client, which sends headers exactly as
 * given (unlike fetch): `Expect: 100-continue` makes it hold the body until
 * the server's `100 Continue`, as curl does for bodies over 1 MB.
 */
export function rawRequest(url: string, { method = 'GET', headers = {}, body }: RawRequest = {}) {
  return new Promise<RawAnswer>((resolve, reject) => {
    let continued = false;
    let answered = false;
    const request = httpRequest(url, { method, headers, agent: false }, (response) => {
      answered = true;
      const socket = response.socket;
      let closed = false;
      socket.once('close', () => (closed = true));
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        // A `Connection: close` answer is followed by the socket closing; give it a moment.
        setTimeout(() => {
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(chunks),
            continued,
            closed,
          });
          socket.destroy();
        }, 50);
      });
    });
    request.setTimeout(30_000, () => request.destroy(new Error('no answer within 30 s')));
    // A server may answer before the body is all sent (a 413) and close: the answer counts.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const send = () => {
      if (Array.isArray(body)) {
        for (const chunk of body) request.write(chunk);
        request.end();
      } else request.end(body);
    };
    if (Object.keys(headers).some((name) => name.toLowerCase() === 'expect')) {
      request.on('continue', () => {
        continued = true;
        send();
      });
    } else send();
  });
}
