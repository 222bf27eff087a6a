import { connect } from 'node:net';

export interface SocketAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends one request whose request line goes on the wire exactly as given
 * (`GET /a/../b HTTP/1.1`, an absolute-form target…), which no HTTP client
 * does: they normalise dot segments and rewrite absolute targets.
 */
export function requestLine(
  baseUrl: string,
  line: string,
  headers: Record<string, string> = {},
): Promise<SocketAnswer> {
  const { hostname, port, host } = new URL(baseUrl);
  const head = [line, `host: ${host}`, 'connection: close']
    .concat(Object.entries(headers).map(([name, value]) => `${name}: ${value}`))
    .join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`${head}\r\n\r\n`));
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      try {
        resolve(parseAnswer(Buffer.concat(chunks).toString('utf8')));
      } catch (error) {
        reject(error as Error);
      }
    });
  });
}

function parseAnswer(raw: string): SocketAnswer {
  const split = raw.indexOf('\r\n\r\n');
  if (split < 0) throw new Error(`not an HTTP answer: ${JSON.stringify(raw.slice(0, 200))}`);
  const [statusLine, ...headerLines] = raw.slice(0, split).split('\r\n');
  const headers: Record<string, string> = {};
  for (const headerLine of headerLines) {
    const colon = headerLine.indexOf(':');
    headers[headerLine.slice(0, colon).trim().toLowerCase()] = headerLine.slice(colon + 1).trim();
  }
  const rest = raw.slice(split + 4);
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: headers['transfer-encoding'] === 'chunked' ? unchunk(rest) : rest,
  };
}

function unchunk(chunked: string): string {
  let body = '';
  let rest = chunked;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, lineEnd), 16);
    if (!size) return body;
    body += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}
