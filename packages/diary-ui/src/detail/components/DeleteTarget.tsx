import { Fragment } from 'react';

export type DeleteTargetProps = {
  /** What the delete removes, by name. */
  names: readonly string[];
  /** Names listed before the rest is counted ('and 4 more'). */
  max?: number;
};

/** The line under a delete confirmation naming what goes: 'This deletes Spicy miso ramen.' */
export function DeleteTarget({ names, max = 3 }: DeleteTargetProps) {
  const shown = names.length > max ? names.slice(0, max) : names;
  const rest = names.length - shown.length;
  const parts = rest > 0 ? [...shown.map(named), `${rest} more`] : shown.map(named);
  return (
    <>
      This deletes{' '}
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && (index === parts.length - 1 ? ' and ' : ', ')}
          {part}
        </Fragment>
      ))}
      .
    </>
  );
}

const named = (name: string) => <strong>{name}</strong>;
