import { Input, type InputProps } from './Input';

export type EmailInputProps = Omit<InputProps, 'label' | 'type'> & { label?: InputProps['label'] };

/** An account's e-mail field: 'Email', required, offered the browser's saved address. */
export function EmailInput({ label = 'Email', ...props }: EmailInputProps) {
  return <Input label={label} name="email" type="email" autoComplete="email" required {...props} />;
}

export type PasswordInputProps = Omit<InputProps, 'type' | 'autoComplete'> & {
  /**
   * `current`: the password the account has (the browser fills the saved one);
   * `new`: one being chosen (the browser may offer to generate it).
   */
  purpose: 'current' | 'new';
};

/** A required password field, told apart for password managers by its purpose. */
export function PasswordInput({ purpose, ...props }: PasswordInputProps) {
  return <Input type="password" autoComplete={`${purpose}-password`} required {...props} />;
}
