/** The page listing the writes that wait to reach the server. */
export const SYNC_PATH = '/sync';
