import { useState, type FormEvent } from 'react';
import { Button, ConfirmDialog, ErrorText, Form, FormFields, PasswordInput } from '@dd/ui-kit';
import { useDeleteAccount } from '../api/useYourData';
import { YOUR_DATA_TEXTS as TEXT } from '../model/exportView';
import styles from './YourData.module.css';

/** Delete my account: the password again, a confirmation, then every record everywhere is erased. */
export function DeleteAccountSection() {
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeleteAccount();

  const askToConfirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password) setConfirming(true);
  };

  const confirm = () => deletion.mutate({ password }, { onSettled: () => setConfirming(false) });

  return (
    <section className={styles.section} aria-labelledby="your-data-delete">
      <h2 id="your-data-delete" className={`${styles.title} ${styles.danger}`}>
        {TEXT.deleteTitle}
      </h2>
      <p className={styles.text}>{TEXT.deleteIntro}</p>
      <Form onSubmit={askToConfirm} aria-label={TEXT.deleteTitle}>
        <FormFields disabled={deletion.isPending}>
          <PasswordInput
            label={TEXT.deletePassword}
            name="password"
            purpose="current"
            hint={TEXT.deletePasswordHint}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              deletion.reset();
            }}
          />
        </FormFields>
        {deletion.isError && <ErrorText>{TEXT.deleteFailed + deletion.error.message}</ErrorText>}
        <div className={styles.actions}>
          <Button type="submit" variant="danger" disabled={!password}>
            {TEXT.deleteButton}
          </Button>
        </div>
      </Form>
      <ConfirmDialog
        open={confirming}
        title={TEXT.confirmTitle}
        message={TEXT.confirmMessage}
        confirmLabel={TEXT.confirmButton}
        loading={deletion.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
