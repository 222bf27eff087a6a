export const IMPORTS_CONFIG = Symbol('IMPORTS_CONFIG');
export const IMPORTS_REDIS = Symbol('IMPORTS_REDIS');
