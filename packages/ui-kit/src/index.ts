export { Button, type ButtonProps } from './Button/Button';
export {
  buttonClassName,
  type ButtonSize,
  type ButtonStyleOptions,
  type ButtonVariant,
} from './Button/buttonClassName';
export { Input, type InputProps } from './Field/Input';
export { Checkbox, type CheckboxProps } from './Field/Checkbox';
export { Textarea, type TextareaProps } from './Field/Textarea';
export { MoneyInput, type MoneyInputProps } from './Field/MoneyInput';
export {
  currencyOption,
  currencyOptions,
  useCurrencyOptions,
  type CurrencyOption,
} from './Field/currencyOptions';
export { Select, type SelectProps } from './Field/Select';
export { ChoiceList, type Choice, type ChoiceListProps } from './ChoiceList/ChoiceList';
export {
  EmailInput,
  PasswordInput,
  type EmailInputProps,
  type PasswordInputProps,
} from './Field/CredentialInputs';
export { Dialog, type DialogProps } from './Dialog/Dialog';
export {
  ConfirmDialog,
  CONFIRM_DIALOG_DEFAULTS,
  type ConfirmDialogProps,
} from './Dialog/ConfirmDialog';
export { ChoiceDialog, type ChoiceDialogProps } from './Dialog/ChoiceDialog';
export { Card, type CardProps } from './Card/Card';
export { Figures, type Figure, type FiguresProps } from './Figures/Figures';
export { Badge, type BadgeProps } from './Badge/Badge';
export { Toast, type ToastAction, type ToastProps } from './Toast/Toast';
export { useFleetingMessage } from './Toast/useFleetingMessage';
export { Page, type PageProps } from './Page/Page';
export { ErrorText, type ErrorTextProps } from './ErrorText/ErrorText';
export { Spinner } from './Spinner/Spinner';
export { WarningIcon } from './WarningIcon/WarningIcon';
export { classNames } from './classNames';
export * from './images';
export { Form, FormFields, type FormFieldsProps, type FormProps } from './Form/Form';
export { SubmitForm, type SubmitFormProps } from './Form/SubmitForm';
export { useFormValues } from './Form/useFormValues';
export { useValueTypedEarly } from './Field/useValueTypedEarly';
export {
  HYDRATING_ATTRIBUTE,
  loadable,
  type Loadable,
  type LoadableProps,
} from './Loading/loadable';
export { lazyPages } from './Loading/lazyPages';
export { visuallyHiddenClassName } from './VisuallyHidden/visuallyHidden';
export { comboboxKeyDown, type ComboboxKeysOptions } from './Combobox/comboboxKeys';
export { DisclosureChevron } from './Disclosure/DisclosureChevron';
export { paintMark } from './timing/paintMark';
