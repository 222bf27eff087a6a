import { useEffect, useState, type FormEvent } from 'react';
import type { AuthUser } from '@dd/contracts';
import { defaultCurrency } from '@dd/shell-kit';
import { Button, EmailInput, Form, FormFields, Input, PasswordInput } from '@dd/ui-kit';
import { useUpdateProfile } from '../api/useProfileMutations';
import {
  emailChanges,
  normaliseProfile,
  profileDiffers,
  profileValuesOf,
  type ProfileValues,
} from '../model/profileValues';
import { CurrencySelect } from './CurrencySelect';
import { FormNotice, type Notice } from './FormNotice';
import { ProfilePhotos } from './ProfilePhotos';
import styles from './Profile.module.css';

const NO_CHANGES: Notice = { kind: 'warning', text: 'No changes to save.' };
const UPDATED: Notice = { kind: 'success', text: 'Profile updated successfully!' };

export function EditProfileForm({ user }: { user: AuthUser }) {
  const updateProfile = useUpdateProfile();
  // The last saved values: Update is enabled only while the form differs from them.
  const [baseline, setBaseline] = useState(() => profileValuesOf(user));
  const [values, setValues] = useState(baseline);
  const [notice, setNotice] = useState<Notice | null>(null);
  // Asked only for a new e-mail address, never kept with the values.
  const [currentPassword, setCurrentPassword] = useState('');
  const asksPassword = emailChanges(values, baseline);

  // An account from before prices has no currency: the locale's stands for
  // it, as it does for its meals, and is saved with the next update.
  useEffect(() => {
    if (baseline.currency) return;
    let mounted = true;
    defaultCurrency(baseline).then(
      (currency) => {
        if (!mounted) return;
        setBaseline((saved) => (saved.currency ? saved : { ...saved, currency }));
        setValues((edited) => (edited.currency ? edited : { ...edited, currency }));
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [baseline]);

  const edit = (patch: Partial<ProfileValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setNotice(null);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const changes = normaliseProfile(values);
    if (!profileDiffers(changes, baseline)) {
      setNotice(NO_CHANGES);
      return;
    }
    setNotice(null);
    const request = asksPassword ? { ...changes, currentPassword } : changes;
    updateProfile.mutate(request, {
      onSuccess: ({ user: saved }) => {
        const savedValues = profileValuesOf(saved);
        setBaseline(savedValues);
        setValues(savedValues);
        setCurrentPassword('');
        setNotice(UPDATED);
      },
      onError: (error) => setNotice({ kind: 'error', text: error.message }),
    });
  };

  return (
    <Form onSubmit={handleSubmit} aria-label="Edit Profile">
      <FormFields disabled={updateProfile.isPending}>
        <Input
          label="Full name"
          name="fullName"
          autoComplete="name"
          required
          value={values.fullName}
          onChange={(event) => edit({ fullName: event.target.value })}
        />
        <EmailInput
          value={values.email}
          onChange={(event) => edit({ email: event.target.value })}
        />
        {asksPassword && (
          <PasswordInput
            label="Current password"
            name="currentPassword"
            purpose="current"
            hint="Needed to change your email."
            value={currentPassword}
            onChange={(event) => {
              setCurrentPassword(event.target.value);
              setNotice(null);
            }}
          />
        )}
        <CurrencySelect value={values.currency} onChange={(currency) => edit({ currency })} />
      </FormFields>
      <ProfilePhotos
        images={values.userImages}
        onChange={(userImages) => edit({ userImages })}
        disabled={updateProfile.isPending}
      />
      <FormNotice notice={notice} />
      <div className={styles.actions}>
        <Button
          type="submit"
          disabled={!profileDiffers(values, baseline)}
          loading={updateProfile.isPending}
        >
          Update
        </Button>
      </div>
    </Form>
  );
}
