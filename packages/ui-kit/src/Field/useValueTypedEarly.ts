import { useCallback, useEffect, useRef, type ChangeEvent, type Ref } from 'react';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface ControlledProps<E extends Control> {
  value?: unknown;
  checked?: boolean;
  onChange?: (event: ChangeEvent<E>) => void;
  ref?: Ref<E>;
}

/**
 * Keeps what a person typed (ticked, or picked) in a server-rendered control before
 * its code had hydrated it: React would put the state's value back with the
 * next render, so on mount a control whose element holds another value
 * reports it through `onChange`, as if just typed. A control the browser
 * rendered itself holds its state's value: nothing happens. The returned
 * ref goes on the element (it forwards to the caller's own `ref`).
 */
export function useValueTypedEarly<E extends Control>({
  value,
  checked,
  onChange,
  ref,
}: ControlledProps<E>): (element: E | null) => void {
  const element = useRef<E | null>(null);
  const first = useRef({ value, checked, onChange });

  useEffect(() => {
    const control = element.current;
    const { value: stateValue, checked: stateChecked, onChange: report } = first.current;
    if (!control || !report) return;
    const differs =
      stateChecked !== undefined
        ? (control as HTMLInputElement).checked !== stateChecked
        : stateValue !== undefined && control.value !== String(stateValue);
    if (differs) report({ target: control, currentTarget: control } as ChangeEvent<E>);
  }, []);

  return useCallback(
    (node: E | null) => {
      element.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as { current: E | null }).current = node;
    },
    [ref],
  );
}
