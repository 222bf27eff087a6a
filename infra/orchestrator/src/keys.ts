import { generateKeyPair } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const generateKeyPairAsync = promisify(generateKeyPair);

export interface JwtKeyFiles {
  publicKeyFile: string;
  privateKeyFile: string;
}

/** Whether the environment already provides the verification key. */
export function jwtKeysConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.JWT_PUBLIC_KEY || env.JWT_PUBLIC_KEY_FILE);
}

/**
 * The RS256 key pair under `dir` (jwt-private.pem, jwt-public.pem),
 * generated when either file is missing and kept otherwise, so tokens
 * survive restarts.
 */
export async function ensureJwtKeyFiles(dir: string): Promise<JwtKeyFiles> {
  const files: JwtKeyFiles = {
    publicKeyFile: path.join(dir, 'jwt-public.pem'),
    privateKeyFile: path.join(dir, 'jwt-private.pem'),
  };
  if ((await exists(files.publicKeyFile)) && (await exists(files.privateKeyFile))) return files;

  const { publicKey, privateKey } = await generateKeyPairAsync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(files.privateKeyFile, privateKey, { mode: 0o600 });
  await fs.writeFile(files.publicKeyFile, publicKey);
  return files;
}

/**
 * Environment for the services' JWT keys: nothing when the environment
 * configures them already, else files generated under `dir`. The private key
 * is only for auth.
 */
export async function jwtKeyEnv(
  dir: string,
): Promise<{ common: NodeJS.ProcessEnv; auth: NodeJS.ProcessEnv; privateKeyFile?: string }> {
  if (jwtKeysConfigured()) {
    return { common: {}, auth: {}, privateKeyFile: process.env.JWT_PRIVATE_KEY_FILE };
  }
  const files = await ensureJwtKeyFiles(dir);
  return {
    common: { JWT_PUBLIC_KEY_FILE: files.publicKeyFile },
    auth: { JWT_PRIVATE_KEY_FILE: files.privateKeyFile },
    privateKeyFile: files.privateKeyFile,
  };
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}
