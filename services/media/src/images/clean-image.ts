import type { Metadata } from 'sharp';

const PNG_END = Buffer.from('0000000049454e44ae426082', 'hex');
const JPEG_START_OF_SCAN = 0xda;
const JPEG_APP0 = 0xe0;
const JPEG_LAST_APP = 0xef;
const JPEG_COMMENT = 0xfe;

/**
 * Whether an image is already as the sanitizer writes it: no metadata,
 * upright, and nothing after the image's own end. Such bytes are kept as
 * they are instead of re-encoded: a lossy re-encode of a clean photo (one
 * taken out in an export and put back in) would only lose quality, and the
 * bytes would no longer match the original's.
 */
export function isAlreadyClean(metadata: Metadata, input: Buffer): boolean {
  if (metadata.exif || metadata.icc || metadata.xmp || metadata.iptc) return false;
  if (metadata.comments && metadata.comments.length > 0) return false;
  if (metadata.orientation !== undefined && metadata.orientation !== 1) return false;
  switch (metadata.format) {
    case 'jpeg':
      return isCleanJpeg(input);
    case 'png':
      return input.subarray(-PNG_END.length).equals(PNG_END);
    case 'webp':
      return input.length >= 12 && input.readUInt32LE(4) + 8 === input.length;
    default:
      // GIF comments and HEIF boxes are not read here: those are always re-encoded.
      return false;
  }
}

/** JFIF only (APP0): no EXIF/XMP/ICC/vendor segment, no comment, and the file ends at End Of Image. */
function isCleanJpeg(input: Buffer): boolean {
  if (input.length < 4 || input[0] !== 0xff || input[1] !== 0xd8) return false;
  if (input[input.length - 2] !== 0xff || input[input.length - 1] !== 0xd9) return false;
  let offset = 2;
  while (offset + 4 <= input.length) {
    if (input[offset] !== 0xff) return false;
    const marker = input[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === JPEG_START_OF_SCAN) return true;
    if ((marker > JPEG_APP0 && marker <= JPEG_LAST_APP) || marker === JPEG_COMMENT) return false;
    offset += 2 + input.readUInt16BE(offset + 2);
  }
  return false;
}
