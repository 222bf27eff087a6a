/** GET: every tag with its meal and restaurant counts (the /tags page's list). */
export const TAGS_WITH_COUNTS_PATH = '/api/tags?include=counts';
