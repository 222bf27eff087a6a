import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/** Every answer Fastify would otherwise give in its own shape ({ statusCode, code, error, message }). */
function rawJsonAnswer(status: number, message: string): string {
  const body = JSON.stringify({ message });
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

function statusOf(error: NodeJS.ErrnoException): [number, string] {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'Request timed out'];
  if (error.code === 'HPE_HEADER_OVERFLOW') return [431, 'Request headers are too large'];
  return [400, 'Malformed request'];
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (bad
 * syntax, headers too large) or one that took longer than `requestTimeout`
 * to arrive gets a JSON `{ message }` answer, then the socket is closed.
 */
export function jsonClientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // A response already under way cannot be replaced by another.
  const started = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage
    ?.headersSent;
  if (!socket.writable || started) {
    socket.destroy();
    return;
  }
  const [status, message] = statusOf(error);
  socket.end(rawJsonAnswer(status, message), () => socket.destroy());
}
