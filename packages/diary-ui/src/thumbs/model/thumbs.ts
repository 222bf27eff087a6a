import type { ThumbsValue } from '@dd/contracts';

/**
 * The rating after a thumb is pressed (product spec §4): `pressed` is the pressed
 * thumb (true = up, false = down). Pressing the active thumb clears to null.
 */
export function nextThumbsValue(current: ThumbsValue | undefined, pressed: boolean): ThumbsValue {
  return current === pressed ? null : pressed;
}

export type ThumbsTitles = { up: string; down: string };

export const THUMBS_TITLES = {
  restaurant: { up: 'Would order/visit again', down: 'Would not order/visit again' },
  meal: { up: 'Would order again', down: 'Would not order again' },
} as const satisfies Record<'restaurant' | 'meal', ThumbsTitles>;
