import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input } from '../Field/Input';
import { Form, FormFields } from './Form';
import { useFormValues } from './useFormValues';

function Subscribe({ onEdit }: { onEdit: () => void }) {
  const { values, edit } = useFormValues({ email: '', newsletter: false }, onEdit);
  return (
    <Form aria-label="Subscribe">
      <FormFields>
        <Input label="Email" value={values.email} onChange={edit('email')} />
        <input
          type="checkbox"
          aria-label="Newsletter"
          checked={values.newsletter}
          onChange={edit('newsletter')}
        />
      </FormFields>
      <output>{JSON.stringify(values)}</output>
    </Form>
  );
}

describe('Form, FormFields and useFormValues', () => {
  it('keeps text and checkbox values and reports each edit', async () => {
    const onEdit = jest.fn();
    render(<Subscribe onEdit={onEdit} />);
    await userEvent.type(screen.getByLabelText('Email'), 'a@b');
    await userEvent.click(screen.getByLabelText('Newsletter'));
    expect(screen.getByRole('status')).toHaveTextContent('{"email":"a@b","newsletter":true}');
    expect(onEdit).toHaveBeenCalledTimes(4);
    expect(screen.getByRole('form', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it('disables every control of a disabled FormFields', () => {
    render(
      <Form>
        <FormFields disabled>
          <Input label="Email" />
        </FormFields>
      </Form>,
    );
    expect(screen.getByLabelText('Email')).toBeDisabled();
  });
});
