export { SetPassword, INVALID_INVITE_MESSAGE, PASSWORD_SET_NOTICE } from './components/SetPassword';
export { InvalidResetLink, ResetPasswordForm } from './components/ResetPassword';
export { NewInviteRequest } from './components/NewInviteRequest';
export { decodeEmailParam } from './lib/decodeEmailParam';
