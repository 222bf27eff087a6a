/**
 * Where an edit started: its fields as the form would have sent them
 * unchanged, and the record as it was read (the API's shape).
 */
export type EditBase = { sent: Record<string, unknown>; read: Record<string, unknown> };

/** A write the user made, as the API takes it. */
export type OutboxWrite = {
  method: 'POST' | 'PUT' | 'DELETE';
  /** May name local refs (`/api/meals/local-…`). */
  path: string;
  /** JSON; may name local refs. */
  body?: unknown;
  /** A photo sent as the multipart field `file` instead of a JSON body. */
  file?: Blob;
  /** A create: the local ref that stands for its result, and the answer's field that replaces it (`_id`, `fileUrl`). */
  creates?: { ref: string; field: string };
  /** An edit (PUT): what it started from, to merge it with changes made elsewhere if it waits. */
  base?: EditBase;
  /** What the user is shown while it waits: `New meal “Shoyu ramen”`. */
  label: string;
  /** What a list shows of it before it is synced (a pending meal's card). */
  preview?: { kind: string; value: unknown };
};

export type OutboxFailure = { status: number; message: string };

/** A waiting edit that, when sent, overrode a change made on another device to `fields`. */
export type OutboxConflict = { id: string; label: string; fields: readonly string[] };

/** A write kept on the device until the API has answered it. */
export type OutboxEntry = OutboxWrite & {
  id: string;
  userId: string;
  /** Sent with every attempt: the API makes one record of any number of them. */
  idempotencyKey: string;
  queuedAt: number;
  attempts: number;
  /** Not sent before this time (back-off after a failed attempt). */
  retryAt: number;
  /** The API refused it (4xx): parked, shown to the user until fixed or discarded. */
  failure?: OutboxFailure;
};
