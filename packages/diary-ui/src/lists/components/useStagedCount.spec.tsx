import { act, render, screen } from '@testing-library/react';
import { useStagedCount } from './useStagedCount';

function Staged({ total, onRender }: { total: number; onRender: (shown: number) => void }) {
  const { shown, staging } = useStagedCount(total, 8);
  onRender(shown);
  return <output aria-label="staging">{String(staging)}</output>;
}

it('renders the first screen’s items first, then all of them, then all at once on later renders', async () => {
  const renders: number[] = [];
  const { rerender } = render(<Staged total={24} onRender={(shown) => renders.push(shown)} />);
  expect(renders[0]).toBe(8);
  expect(renders.at(-1)).toBe(24);
  expect(screen.getByLabelText('staging')).toHaveTextContent('false');

  renders.length = 0;
  await act(async () => rerender(<Staged total={48} onRender={(shown) => renders.push(shown)} />));
  expect(renders).not.toContain(8);
  expect(renders.at(-1)).toBe(48);
});

it('stages nothing for a list that fits the first screen', () => {
  const renders: number[] = [];
  render(<Staged total={3} onRender={(shown) => renders.push(shown)} />);
  expect(renders.every((shown) => shown === 3)).toBe(true);
});
