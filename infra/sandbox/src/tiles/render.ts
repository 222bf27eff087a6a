import sharp from 'sharp';

export const TILE_SIZE = 256;

/**
 * A plain map tile: land colour, a street grid, and now and then a park or a
 * block of water, all derived from the tile coordinates so neighbours differ
 * but a tile always looks the same.
 */
export function tileSvg(z: number, x: number, y: number): string {
  const seed = hash(z, x, y);
  const land = ['#f2efe9', '#efece4', '#f4f1ea'][seed % 3];
  const streetGap = z >= 15 ? 64 : z >= 12 ? 128 : 256;
  const streets: string[] = [];
  for (let offset = streetGap / 2; offset < TILE_SIZE; offset += streetGap) {
    streets.push(
      `<line x1="0" y1="${offset}" x2="${TILE_SIZE}" y2="${offset}"/>`,
      `<line x1="${offset}" y1="0" x2="${offset}" y2="${TILE_SIZE}"/>`,
    );
  }
  const feature =
    seed % 7 === 0
      ? `<rect x="${(seed >> 3) % 128}" y="${(seed >> 5) % 128}" width="96" height="72" fill="#c8e6c0"/>`
      : seed % 11 === 0
        ? `<rect x="0" y="${(seed >> 4) % 160}" width="${TILE_SIZE}" height="80" fill="#aad3df"/>`
        : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_SIZE}" height="${TILE_SIZE}">
<rect width="${TILE_SIZE}" height="${TILE_SIZE}" fill="${land}"/>${feature}
<g stroke="#ffffff" stroke-width="${z >= 15 ? 8 : 4}">${streets.join('')}</g>
<rect width="${TILE_SIZE}" height="${TILE_SIZE}" fill="none" stroke="#dedad2" stroke-width="1"/>
</svg>`;
}

export async function renderTile(z: number, x: number, y: number): Promise<Buffer> {
  return sharp(Buffer.from(tileSvg(z, x, y)))
    .png({ compressionLevel: 6 })
    .toBuffer();
}

function hash(z: number, x: number, y: number): number {
  let h = 2166136261;
  for (const n of [z, x, y]) h = Math.imul(h ^ n, 16777619) >>> 0;
  return h;
}
