import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './Checkbox';

function Harness() {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      label="Include notes"
      checked={checked}
      onChange={(event) => setChecked(event.target.checked)}
    />
  );
}

it('is named by its label, and a click on the label toggles it', async () => {
  render(<Harness />);
  const box = screen.getByRole('checkbox', { name: 'Include notes' });
  expect(box).not.toBeChecked();
  await userEvent.click(screen.getByText('Include notes'));
  expect(box).toBeChecked();
  await userEvent.keyboard(' ');
  expect(box).not.toBeChecked();
});
