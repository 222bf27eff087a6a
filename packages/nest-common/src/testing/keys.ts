import { generateKeyPairSync } from 'node:crypto';

/** A fresh RSA key pair in PEM, for signing and verifying test tokens. */
export function generateTestKeyPair(): { publicKey: string; privateKey: string } {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}
