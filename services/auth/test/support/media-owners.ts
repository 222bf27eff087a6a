import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UPLOADS_OWNERSHIP_PATH } from '@dd/contracts';

/** The media service's ownership answer, for files registered to a user with `own`. */
export interface MediaOwners {
  url: string;
  own(userId: string, ...files: string[]): void;
  close(): Promise<void>;
}

function userIdOf(authorization: string | undefined): string | undefined {
  const payload = authorization?.replace(/^Bearer /, '').split('.')[1];
  if (!payload) return undefined;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
    user?: { id?: string };
  };
  return claims.user?.id;
}

/**
 * Stands in for media's `POST /api/uploads/ownership` (media's own specs test
 * the real one): the files among those asked that belong to the token's user.
 */
export async function startMediaOwners(): Promise<MediaOwners> {
  const owners = new Map<string, string>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const userId = userIdOf(request.headers.authorization);
      if (request.method !== 'POST' || request.url !== UPLOADS_OWNERSHIP_PATH || !userId) {
        response.writeHead(userId ? 404 : 401, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: 'Not found' }));
        return;
      }
      const { files } = JSON.parse(Buffer.concat(chunks).toString()) as { files: string[] };
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ owned: files.filter((file) => owners.get(file) === userId) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    own(userId, ...files) {
      for (const file of files) owners.set(file, userId);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
