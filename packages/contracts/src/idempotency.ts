/**
 * Idempotency keys (docs/platform.md "Idempotent creates"): a create sent
 * with `Idempotency-Key` runs once per user and key; a repeat is answered
 * what the first was, marked with `Idempotent-Replayed: true`.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** 8–128 characters of `[A-Za-z0-9_-]`: a UUID or a base64url nonce fits. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
