// One-shot init for docker compose: writes the RS256 key pair the services
// share into /keys when it is not there yet, readable by the `node` user.
import { generateKeyPairSync } from 'node:crypto';
import { chownSync, existsSync, writeFileSync } from 'node:fs';

const dir = process.env.KEY_DIR ?? '/keys';
const privateKeyFile = `${dir}/jwt-private.pem`;
const publicKeyFile = `${dir}/jwt-public.pem`;
const NODE_UID = 1000;

if (existsSync(privateKeyFile) && existsSync(publicKeyFile)) {
  console.log(`keeping the key pair in ${dir}`);
} else {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  writeFileSync(privateKeyFile, privateKey, { mode: 0o600 });
  writeFileSync(publicKeyFile, publicKey, { mode: 0o644 });
  for (const file of [privateKeyFile, publicKeyFile]) chownSync(file, NODE_UID, NODE_UID);
  console.log(`generated a key pair in ${dir}`);
}
