/** The error catalogue's messages and the notices, in one place (README, "Fixed texts and rules"). */
export const messages = {
  login: {
    invalidPassword: 'Invalid password',
    failed: 'Error logging in. Please try again.',
    emptyEmail: 'Please enter an email address',
    notOnboarded: 'This email is not onboarded.',
    notRegistered: 'This email is not registered',
    verifyFailed: 'Error verifying user status',
    verifyNetwork: 'Error checking user registration',
    resetFailed: 'Unable to send reset email. Please try again later.',
    resetSent: 'Password reset link sent! Please check your email (including spam folder).',
  },
  signup: {
    alreadyRegistered: 'This email is already registered. Please use a different email or login.',
  },
  setPassword: {
    alreadyRegistered: 'This email is already registered',
    failed: 'Failed to register. Please try again.',
    tooShort: 'Password must be at least 6 characters long',
  },
  resetPassword: {
    invalidLink: 'Invalid or expired reset link',
    invalidCode: 'Invalid or expired reset link. Please request a new one.',
    failed: 'Failed to reset password. Please try again.',
    tooShort: 'Password must be at least 6 characters',
    success: 'Password reset successful! Please login with your new password.',
  },
  passwordsDoNotMatch: 'Passwords do not match',
  sales: {
    initial: 'Failed to fetch initial data',
    sales: 'Failed to fetch sales data',
    hierarchy: 'Failed to fetch hierarchy',
  },
  contact: {
    failed: 'Failed to send message. Please try again.',
  },
  notProvided: 'Not provided',
} as const;

/** The product's fixed numbers: lengths, delays and breakpoints the screens share. */
export const limits = {
  minPasswordLength: 6,
  phoneDigits: 10,
  loginNoticeMs: 5000,
  resetModeCloseMs: 3000,
  invalidResetRedirectMs: 3000,
  scrollToTopThresholdPx: 300,
  productPanelBreakpointPx: 968,
  filterBreakpointPx: 768,
} as const;
