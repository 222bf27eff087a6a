export const PRIVACY_EMAIL = 'privacy@diningdiary.app';
export const SUPPORT_EMAIL = 'support@diningdiary.app';
