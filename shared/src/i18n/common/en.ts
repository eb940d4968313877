import { messages } from '../../messages';

// 'Passwords do not match' is a rule of the shared validation, which has it in its own catalogue.
const { passwordsDoNotMatch: _inValidation, ...catalogueMessages } = messages;

/** The 'common' namespace: the error catalogue (fixed English texts) and what the shared code says. */
const en = {
  ...catalogueMessages,
  api: {
    badRequest: 'Some of the details are not valid. Please check and try again.',
    sessionExpired: 'Your session has expired. Please log in again.',
    forbidden: 'You do not have access to this information.',
    notFound: 'The requested item was not found.',
    conflict: 'This request conflicts with existing data.',
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
    serverProblem: 'The server had a problem. Please try again later.',
    requestFailed: 'Request failed (HTTP {{status}}).',
    network: 'Could not reach the server. Please check your connection and try again.',
    timeout: 'The server is slow to answer — Try again.',
    logInToContinue: 'Please log in to continue.',
    unreadable: 'The server sent an unreadable answer. Please try again.',
  },
  somethingWentWrong: 'Something went wrong. Please try again.',
  /** A read with nothing kept on this device, while offline: it loads by itself once the network is back. */
  notSavedOffline: "You're offline, and this wasn't saved on this device. It will load when you're back online.",
  /** The header's link to a member's profile while their name is not known. */
  profile: 'Profile',
} as const;

export default en;
