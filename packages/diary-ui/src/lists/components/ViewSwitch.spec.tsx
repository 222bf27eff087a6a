import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ViewSwitch } from './ViewSwitch';

const OPTIONS = [
  { value: 'grid', label: 'Grid' },
  { value: 'timeline', label: 'Timeline' },
] as const;

describe('ViewSwitch', () => {
  it('presses the current view and reports another one chosen', async () => {
    const onChange = jest.fn();
    render(<ViewSwitch label="View" options={OPTIONS} value="grid" onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'View' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Timeline' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Grid' }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Timeline' }));
    expect(onChange).toHaveBeenCalledWith('timeline');
  });
});
