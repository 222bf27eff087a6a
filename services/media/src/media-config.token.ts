/** Injection token of the loaded MediaConfig. */
export const MEDIA_CONFIG = Symbol('MEDIA_CONFIG');
