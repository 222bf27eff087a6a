import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';
import { buttonClassName } from './buttonClassName';

describe('Button', () => {
  it('is a non-submitting button by default and calls onClick', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled, busy and ignores clicks while loading', async () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Saving...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('ignores clicks when disabled and is not marked busy', async () => {
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick}>
        Create account
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Create account' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards native props and the ref', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} type="submit" title="Would order again" variant="danger" size="sm">
        Go
      </Button>,
    );
    const button = screen.getByTitle('Would order again');
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveClass('danger', 'sm');
  });
});

describe('buttonClassName', () => {
  it('gives a link the same look as a button', () => {
    expect(buttonClassName({ variant: 'secondary', size: 'lg' }, 'extra').split(' ')).toEqual([
      'button',
      'secondary',
      'lg',
      'extra',
    ]);
  });
});
