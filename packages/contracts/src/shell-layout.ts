/**
 * Set on the document's root element while a page shows an endless list with
 * more to load: the shell then leaves its footer out, as the list would push
 * it down (a layout shift) with every page it adds, and it cannot be reached
 * anyway. A DOM attribute rather than a shared API, so a remote and a shell
 * of different releases simply ignore what the other does not know.
 */
export const MORE_BELOW_ATTRIBUTE = 'data-more-below';
