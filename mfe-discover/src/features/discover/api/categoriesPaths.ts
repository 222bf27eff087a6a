/** GET: the user's categories ({ _id, name }). */
export const CATEGORIES_PATH = '/api/categories';
