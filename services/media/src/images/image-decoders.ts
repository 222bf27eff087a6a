import sharp from 'sharp';

// libvips loader classes for the accepted formats; unblocking a class unblocks its subclasses (buffer/file/source).
const ACCEPTED_LOADERS = [
  'VipsForeignLoadJpeg',
  'VipsForeignLoadPng',
  'VipsForeignLoadWebp',
  'VipsForeignLoadNsgif',
  'VipsForeignLoadHeif',
];

let restricted = false;

/**
 * Lets libvips decode only the accepted formats. Without it sharp would also
 * parse SVG (librsvg), TIFF, PDF, FITS and more: attack surface for no use.
 */
export function restrictImageDecoders(): void {
  if (restricted) return;
  sharp.block({ operation: ['VipsForeignLoad'] });
  sharp.unblock({ operation: ACCEPTED_LOADERS });
  restricted = true;
}
