import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Tag } from '@dd/contracts';
import { Input, Textarea } from '@dd/ui-kit';
import { deferred } from '../../testing/deferred';
import { useDraftForm, type DraftCheck } from '../hooks/useDraftForm';
import { DraftForm } from './DraftForm';

type Draft = { name: string; date: string; notes: string; tags: Tag[] };
type Payload = { name: string; date: string };

function check(draft: Draft): DraftCheck<Payload, 'name' | 'date'> {
  const errors: Partial<Record<'name' | 'date', string>> = {};
  if (!draft.name.trim()) errors.name = 'Name is required';
  if (!draft.date) errors.date = 'Date is required';
  return errors.name || errors.date
    ? { ok: false, errors }
    : { ok: true, payload: { name: draft.name.trim(), date: draft.date } };
}

function Harness({
  initial,
  onSave,
  saving = false,
  onCancel,
}: {
  initial: Draft;
  onSave: (payload: Payload, tags: Tag[]) => Promise<unknown>;
  saving?: boolean;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const { textField, frame } = useDraftForm(
    { draft, onChange: setDraft, onSave, saving, submitLabel: 'Save Meal', onCancel },
    { check, checkedFields: ['name', 'date'] as const, saveError: 'Error saving meal' },
  );
  return (
    <DraftForm label="Meal" {...frame}>
      <Input label="Name" {...textField('name')} />
      <Input label="Date" type="date" {...textField('date')} />
      <Textarea label="Notes" {...textField('notes')} />
    </DraftForm>
  );
}

const blank: Draft = { name: '', date: '', notes: '', tags: [] };
const spicy = { _id: 't1', diaryId: 'd1', name: 'Spicy' };
const filled: Draft = { name: ' Mapo tofu ', date: '2024-03-02', notes: '', tags: [spicy] };

it('sends nothing for a draft in error: shows each error and focuses the first field in error', async () => {
  const onSave = jest.fn();
  render(<Harness initial={{ ...blank, name: 'Tofu' }} onSave={onSave} />);
  await userEvent.click(screen.getByRole('button', { name: 'Save Meal' }));
  expect(onSave).not.toHaveBeenCalled();
  expect(screen.getByText('Date is required')).toBeInTheDocument();
  expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Date')).toHaveFocus();
});

it('clears a field error once that field is edited, and only that one', async () => {
  render(<Harness initial={blank} onSave={jest.fn()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Save Meal' }));
  expect(screen.getByLabelText('Name')).toHaveFocus();
  await userEvent.type(screen.getByLabelText('Name'), 'T');
  expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  expect(screen.getByText('Date is required')).toBeInTheDocument();
});

it('saves the checked payload with the tags, and shows the save error when it fails', async () => {
  const onSave = jest.fn().mockRejectedValueOnce(new Error('Boom')).mockResolvedValueOnce({});
  render(<Harness initial={filled} onSave={onSave} />);
  await userEvent.click(screen.getByRole('button', { name: 'Save Meal' }));
  expect(onSave).toHaveBeenCalledWith({ name: 'Mapo tofu', date: '2024-03-02' }, [spicy]);
  expect(await screen.findByRole('alert')).toHaveTextContent('Error saving meal');

  await userEvent.type(screen.getByLabelText('Notes'), '!');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('while saving reads Saving..., disables the fields and ignores a submit', async () => {
  const onSave = jest.fn(() => deferred().promise);
  const onCancel = jest.fn();
  render(<Harness initial={filled} onSave={onSave} saving onCancel={onCancel} />);
  const save = screen.getByRole('button', { name: /Saving\.\.\./ });
  expect(screen.getByLabelText('Name')).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  (screen.getByRole('form', { name: 'Meal' }) as HTMLFormElement).requestSubmit();
  expect(save).toBeInTheDocument();
  expect(onSave).not.toHaveBeenCalled();
});

it('offers Cancel only when there is somewhere to go', async () => {
  const onCancel = jest.fn();
  const { unmount } = render(<Harness initial={filled} onSave={jest.fn()} onCancel={onCancel} />);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
  unmount();
  render(<Harness initial={filled} onSave={jest.fn()} />);
  expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
});
