export { SignupPage } from './routes/SignupPage';
export { LoginPage } from './routes/LoginPage';
export { ForgotPasswordPage } from './routes/ForgotPasswordPage';
export { ResetPasswordPage } from './routes/ResetPasswordPage';
