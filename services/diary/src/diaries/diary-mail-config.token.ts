/** The diary's DiaryMailConfig (config.ts): the SMTP settings and the origin links point at. */
export const DIARY_MAIL_CONFIG = Symbol('DIARY_MAIL_CONFIG');
