export const UNDO_LABEL = 'Undo';

/** The toast after a delete: 'Spicy miso ramen was deleted.' */
export const deletedMessage = (name: string) => `${name} was deleted.`;

/** The toast after deleting several things at once: '3 tags were deleted.' */
export const deletedCountMessage = (count: number, one: string, many: string) =>
  count === 1 ? `1 ${one} was deleted.` : `${count} ${many} were deleted.`;
