/** The message of a text refused for its control characters. */
export const CONTROL_CHARACTERS_RULE = 'Must not contain control characters';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * Whether `text` holds a control character: C0 (NUL, ESC, …), DEL or C1. Line
 * breaks and tabs count only when `allowLineBreaks` is false, as in a name;
 * free text (notes, a post) keeps them.
 */
export function hasControlCharacters(text: string, { allowLineBreaks = false } = {}): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
    if (!control) continue;
    if (allowLineBreaks && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN))
      continue;
    return true;
  }
  return false;
}

/** A refinement for one line of text: names, e-mail addresses. */
export const singleLine = (text: string): boolean => !hasControlCharacters(text);

/** A refinement for free text: tabs and line breaks allowed, other control characters not. */
export const freeText = (text: string): boolean =>
  !hasControlCharacters(text, { allowLineBreaks: true });
