import type { KeyboardEvent } from 'react';
import { comboboxKeyDown, type ComboboxKeysOptions } from './comboboxKeys';

function press(key: string, overrides: Partial<ComboboxKeysOptions<string>> = {}) {
  const options = {
    items: ['ramen', 'pho', 'udon'],
    open: true,
    active: -1,
    setActive: jest.fn(),
    onOpen: jest.fn(),
    onChoose: jest.fn(),
    onClose: jest.fn(),
    ...overrides,
  };
  const event = { key, preventDefault: jest.fn() } as unknown as KeyboardEvent<HTMLInputElement>;
  comboboxKeyDown(options)(event);
  return { ...options, prevented: (event.preventDefault as jest.Mock).mock.calls.length > 0 };
}

describe('comboboxKeyDown', () => {
  it('opens the list with an arrow key and moves through it, wrapping both ways', () => {
    expect(press('ArrowDown', { open: false }).onOpen).toHaveBeenCalled();
    expect(press('ArrowDown', { open: false }).setActive).toHaveBeenCalledWith(0);
    expect(press('ArrowDown', { active: 0 }).setActive).toHaveBeenCalledWith(1);
    expect(press('ArrowDown', { active: 2 }).setActive).toHaveBeenCalledWith(0);
    expect(press('ArrowUp', { active: -1 }).setActive).toHaveBeenCalledWith(2);
    expect(press('ArrowUp', { active: 0 }).setActive).toHaveBeenCalledWith(2);
  });

  it('opens an empty list without moving anywhere', () => {
    const pressed = press('ArrowDown', { items: [], open: false });
    expect(pressed.onOpen).toHaveBeenCalled();
    expect(pressed.setActive).not.toHaveBeenCalled();
  });

  it('jumps with Home and End once the keys are in the list, else leaves them to the caret', () => {
    expect(press('End', { active: 0 }).setActive).toHaveBeenCalledWith(2);
    expect(press('Home', { active: 2 }).setActive).toHaveBeenCalledWith(0);
    const caret = press('Home', { active: -1 });
    expect(caret.setActive).not.toHaveBeenCalled();
    expect(caret.prevented).toBe(false);
  });

  it('chooses the option under the keys with Enter, never submitting the form', () => {
    const pressed = press('Enter', { active: 1 });
    expect(pressed.onChoose).toHaveBeenCalledWith('pho');
    expect(pressed.prevented).toBe(true);
  });

  it('chooses the only option of an open list with Enter', () => {
    expect(press('Enter', { items: ['ramen'] }).onChoose).toHaveBeenCalledWith('ramen');
    const many = press('Enter');
    expect(many.onChoose).not.toHaveBeenCalled();
    expect(many.prevented).toBe(true);
  });

  it('hands Enter without an option to onEnter (add the typed text)', () => {
    const onEnter = jest.fn();
    const pressed = press('Enter', { onEnter, open: false });
    expect(onEnter).toHaveBeenCalled();
    expect(pressed.onChoose).not.toHaveBeenCalled();
  });

  it('lets Enter without an option submit a search box, open or not', () => {
    const pressed = press('Enter', { enterSubmits: true, items: ['ramen'] });
    expect(pressed.prevented).toBe(false);
    expect(pressed.onChoose).not.toHaveBeenCalled();
    expect(press('Enter', { enterSubmits: true, active: 0 }).onChoose).toHaveBeenCalledWith(
      'ramen',
    );
  });

  it('lets Enter submit the form while the list is closed', () => {
    expect(press('Enter', { open: false }).prevented).toBe(false);
  });

  it('closes an open list with Escape and leaves a closed one alone', () => {
    expect(press('Escape').onClose).toHaveBeenCalled();
    const closed = press('Escape', { open: false });
    expect(closed.onClose).not.toHaveBeenCalled();
    expect(closed.prevented).toBe(false);
  });
});
