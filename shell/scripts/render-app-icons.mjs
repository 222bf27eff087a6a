// Renders the installed app's icons (shell/public/icons) from the logo; run
// again after the logo changes: `node shell/scripts/render-app-icons.mjs`.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const shellDir = path.join(import.meta.dirname, '..');
const logo = await readFile(path.join(shellDir, 'src/assets/logo.svg'));
const out = (name) => path.join(shellDir, 'public/icons', name);
/** The logo's own disc colour: a maskable icon's background must reach the edges. */
const BRAND = '#c2410c';

for (const size of [192, 512]) {
  await sharp(logo, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(out(`icon-${size}.png`));
}

// Maskable: the platform crops to its own shape, keeping only the centre 80 %
// circle for sure, so the logo sits at 70 % on a square of its colour.
const maskable = 512;
const inner = Math.round(maskable * 0.7);
const art = await sharp(logo, { density: (72 * inner) / 64 })
  .resize(inner, inner)
  .png()
  .toBuffer();
await sharp({ create: { width: maskable, height: maskable, channels: 4, background: BRAND } })
  .composite([{ input: art, gravity: 'centre' }])
  .png({ compressionLevel: 9 })
  .toFile(out(`icon-maskable-${maskable}.png`));
