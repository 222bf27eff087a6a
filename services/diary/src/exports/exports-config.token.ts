export const EXPORTS_CONFIG = Symbol('EXPORTS_CONFIG');
export const EXPORTS_REDIS = Symbol('EXPORTS_REDIS');
