import { useState } from 'react';
import { PasswordInput, SubmitForm, useFormValues } from '@dd/ui-kit';
import { useChangePassword } from '../api/useProfileMutations';
import { FormNotice, type Notice } from './FormNotice';

/** Spec §5 and §9: the new password's minimum length. */
export const NEW_PASSWORD_MIN_LENGTH = 8;

const MISMATCH: Notice = { kind: 'error', text: 'New passwords do not match.' };
const UPDATED: Notice = { kind: 'success', text: 'Password updated successfully!' };
const FAILED: Notice = {
  kind: 'error',
  text: 'Failed to update password. Please check your current password and try again.',
};

type PasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };
const emptyValues: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const [notice, setNotice] = useState<Notice | null>(null);
  const { values, setValues, edit } = useFormValues(emptyValues, () => setNotice(null));

  const handleSubmit = () => {
    if (values.newPassword !== values.confirmPassword) {
      setNotice(MISMATCH);
      return;
    }
    setNotice(null);
    const { currentPassword, newPassword } = values;
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setValues(emptyValues);
          setNotice(UPDATED);
        },
        onError: () => setNotice(FAILED),
      },
    );
  };

  return (
    <SubmitForm
      onSubmit={handleSubmit}
      aria-label="Change Password"
      pending={changePassword.isPending}
      feedback={<FormNotice notice={notice} />}
      submitLabel="Update Password"
      submitAt="end"
    >
      <PasswordInput
        label="Current password"
        name="currentPassword"
        purpose="current"
        value={values.currentPassword}
        onChange={edit('currentPassword')}
      />
      <PasswordInput
        label="New password"
        name="newPassword"
        purpose="new"
        minLength={NEW_PASSWORD_MIN_LENGTH}
        hint={`At least ${NEW_PASSWORD_MIN_LENGTH} characters.`}
        value={values.newPassword}
        onChange={edit('newPassword')}
      />
      <PasswordInput
        label="Confirm new password"
        name="confirmPassword"
        purpose="new"
        minLength={NEW_PASSWORD_MIN_LENGTH}
        value={values.confirmPassword}
        onChange={edit('confirmPassword')}
      />
    </SubmitForm>
  );
}
