import type { Crumb } from '@dd/shell-kit';

const OBJECT_ID = /^[0-9a-f]{24}$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isRecordId(segment: string): boolean {
  return OBJECT_ID.test(segment) || UUID.test(segment);
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** 'forgot-password' → 'Forgot Password'. */
export function titleCase(segment: string): string {
  return segment.split('-').filter(Boolean).map(capitalise).join(' ');
}

/** 'meals' → 'meal', 'categories' → 'category'. */
export function singular(word: string): string {
  if (/ies$/i.test(word)) return word.slice(0, -3) + 'y';
  if (/(ss|us)$/i.test(word)) return word;
  return word.replace(/s$/i, '');
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Breadcrumbs from a URL path (product spec §2): segments title-cased with hyphens as
 * spaces; a 24-hex or UUID id becomes '<previous segment singular> details'
 * ('Details' when first). Every crumb but the last links to its path.
 */
export function deriveCrumbs(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean).map(safeDecode);
  return segments.map((segment, index) => {
    const previous = segments[index - 1];
    const label = isRecordId(segment)
      ? previous === undefined
        ? 'Details'
        : `${titleCase(singular(previous))} details`
      : titleCase(segment);
    const isLast = index === segments.length - 1;
    return isLast
      ? { label }
      : {
          label,
          to: `/${segments
            .slice(0, index + 1)
            .map(encodeURIComponent)
            .join('/')}`,
        };
  });
}
