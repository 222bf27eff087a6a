import { createPublicKey, createSign, createVerify } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureJwtKeyFiles } from './keys';

describe('ensureJwtKeyFiles', () => {
  let dir: string;

  beforeEach(async () => {
    dir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'dd-keys-spec-')), 'keys');
  });

  afterEach(async () => {
    await fs.rm(path.dirname(dir), { recursive: true, force: true });
  });

  it('generates a matching RSA-2048 pair with a private key only its owner can read', async () => {
    const files = await ensureJwtKeyFiles(dir);

    const privateKey = await fs.readFile(files.privateKeyFile, 'utf8');
    const publicKey = await fs.readFile(files.publicKeyFile, 'utf8');
    expect(createPublicKey(publicKey).asymmetricKeyDetails?.modulusLength).toBe(2048);
    const signature = createSign('RSA-SHA256').update('payload').sign(privateKey);
    expect(createVerify('RSA-SHA256').update('payload').verify(publicKey, signature)).toBe(true);
    expect((await fs.stat(files.privateKeyFile)).mode & 0o777).toBe(0o600);
  });

  it('keeps an existing pair', async () => {
    const first = await ensureJwtKeyFiles(dir);
    const before = await fs.readFile(first.privateKeyFile, 'utf8');

    const second = await ensureJwtKeyFiles(dir);

    expect(second).toEqual(first);
    expect(await fs.readFile(second.privateKeyFile, 'utf8')).toBe(before);
  });

  it('regenerates both when one half is missing', async () => {
    const files = await ensureJwtKeyFiles(dir);
    const before = await fs.readFile(files.publicKeyFile, 'utf8');
    await fs.rm(files.privateKeyFile);

    await ensureJwtKeyFiles(dir);

    expect(await fs.readFile(files.publicKeyFile, 'utf8')).not.toBe(before);
  });
});
