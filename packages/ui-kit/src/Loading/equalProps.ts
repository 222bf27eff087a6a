import { isValidElement } from 'react';

const MAX_DEPTH = 4;

function isPlainData(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function equalValues(a: unknown, b: unknown, depth: number): boolean {
  if (Object.is(a, b)) return true;
  if (depth >= MAX_DEPTH) return false;
  if (isValidElement(a) && isValidElement(b))
    return a.type === b.type && a.key === b.key && equalValues(a.props, b.props, depth + 1);
  if (isPlainData(a) && isPlainData(b)) {
    if (Array.isArray(a) !== Array.isArray(b)) return false;
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every(
      (key) =>
        Object.prototype.hasOwnProperty.call(b, key) &&
        equalValues(
          (a as Record<string, unknown>)[key],
          (b as Record<string, unknown>)[key],
          depth + 1,
        ),
    );
  }
  return false;
}

/**
 * Whether a component's props are the same in value: plain objects, arrays
 * and elements alike in what they hold (a few levels deep), anything else
 * (functions, class instances) the very same. A parent rendering again with
 * a new `params` object or fallback element that says the same then renders
 * nothing below it again.
 */
export function equalProps(a: object, b: object): boolean {
  return equalValues(a, b, 0);
}
