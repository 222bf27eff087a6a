import { ARCHIVE_LIMITS } from '../archive/archive-limits';
import type { ImportArchive } from '../archive/import-archive';
import {
  DAMAGED_DIARY_JSON_MESSAGE,
  ImportRefusedError,
  NO_DIARY_JSON_MESSAGE,
  NOT_OUR_FORMAT_MESSAGE,
  unsupportedVersionMessage,
  ZIP_BOMB_MESSAGE,
} from '../archive/import-refused';
import { DIARY_EXPORT_FORMAT } from '../../exports/format/diary-export.schema';
import {
  type ImportEnvelope,
  importEnvelopeSchema,
  SUPPORTED_EXPORT_VERSION,
} from './diary-import.schema';

export const DIARY_JSON_ENTRY = 'diary.json';

/** Reads and checks diary.json: refused unless it is our format, in a version this code reads. */
export async function readDiaryExport(archive: ImportArchive): Promise<ImportEnvelope> {
  const bytes = await archive.read(
    DIARY_JSON_ENTRY,
    ARCHIVE_LIMITS.maxDiaryJsonBytes,
    () => new ImportRefusedError(ZIP_BOMB_MESSAGE),
  );
  if (!bytes) throw new ImportRefusedError(NO_DIARY_JSON_MESSAGE);
  return parseDiaryExport(bytes);
}

export function parseDiaryExport(bytes: Buffer): ImportEnvelope {
  let document: unknown;
  try {
    document = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new ImportRefusedError(DAMAGED_DIARY_JSON_MESSAGE);
  }
  const head = (document ?? {}) as { format?: unknown; version?: unknown };
  if (head.format !== DIARY_EXPORT_FORMAT) throw new ImportRefusedError(NOT_OUR_FORMAT_MESSAGE);
  if (head.version !== SUPPORTED_EXPORT_VERSION)
    throw new ImportRefusedError(unsupportedVersionMessage(head.version));
  const envelope = importEnvelopeSchema.safeParse(document);
  if (!envelope.success) throw new ImportRefusedError(DAMAGED_DIARY_JSON_MESSAGE);
  return envelope.data;
}
