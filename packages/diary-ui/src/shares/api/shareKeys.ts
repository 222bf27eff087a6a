/** The owner's share links (GET /api/shares), read on "Your data" and stale once a link is made. */
export const shareKeys = { all: ['shares'] as const };
