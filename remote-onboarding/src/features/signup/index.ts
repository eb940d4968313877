export { SignupForm } from './components/SignupForm';
export { REGISTRATION_SUCCESS_TEXT } from './components/RegistrationSuccessDialog';
export { normalisePhone } from './hooks/useSignupForm';
