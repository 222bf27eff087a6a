export { PrivacyPolicyPage } from './routes/PrivacyPolicyPage';
export { TermsPage } from './routes/TermsPage';
