import { messages } from '../../messages';

/**
 * The 'validation' namespace: what the shared schemas say when a value is refused, on the server (in the
 * request's language) and in the browser (in the page's). A field's name is a `label`, filled into the
 * `field` texts ('{{field}} is required').
 */
const en = {
  field: {
    required: '{{field}} is required',
    maxLength: '{{field}} must be at most {{max}} characters',
    minLength: '{{field}} must be at least {{min}} characters',
    invalidCharacters: '{{field}} contains invalid characters',
    text: '{{field}} must be text',
    tooLong: '{{field}} is too long',
    notEmpty: '{{field}} must not be empty',
    date: '{{field}} must be a date',
    dateAsIso: '{{field}} must be a date as YYYY-MM-DD',
    notRealDate: '{{field}} is not a real date',
    dateRange: '{{field}} must be between {{from}} and {{to}}',
    invisibleOnly: '{{field}} must contain visible characters',
    rupees: '{{field}} must be rupees with at most 2 decimals, e.g. 12500.50',
    moreThanZero: '{{field}} must be more than 0',
    atMostAmount: '{{field}} must be at most {{max}}',
  },
  label: {
    name: 'Name',
    message: 'Message',
    referer: 'How did you find us',
    fullName: 'Full name',
    referralName: 'Referral name',
    howDidYouKnow: 'How did you know about us',
    email: 'Email',
    phone: 'Phone number',
    password: 'Password',
    inviteToken: 'Invite token',
    memberCode: 'CO Code',
    policyNumber: 'Policy number',
    clientName: 'Client name',
    reason: 'Reason',
    renewedPolicyNumber: 'Renewed policy number',
    search: 'Search',
    fileName: 'File name',
    action: 'Action',
    operator: 'Operator',
    recordType: 'Record type',
    recordId: 'Record id',
    from: 'From',
    to: 'To',
    amount: 'Amount',
    reference: 'Reference',
    date: 'Date',
    fromDate: 'From date',
    toDate: 'To date',
    accountHolder: 'Account holder name',
    accountNumber: 'Account number',
    accountNumberConfirm: 'Account number (again)',
    ifsc: 'IFSC',
  },
  email: {
    empty: 'Please enter an email address',
    invalid: 'Please enter a valid email address',
  },
  phone: { digits: 'Phone number must be exactly {{digits}} digits' },
  pan: { format: 'PAN must look like ABCDE1234F (5 letters, 4 digits, 1 letter)' },
  aadhaar: {
    digits: 'Aadhaar number must be 12 digits',
    invalid: 'This is not a valid Aadhaar number (check the digits)',
  },
  password: {
    tooShort: 'Password must be at least {{min}} characters long',
    // The error catalogue has it: the set and reset password pages show it.
    mismatch: messages.passwordsDoNotMatch,
  },
  dates: {
    fromBeforeTo: 'From date must be on or before To date',
  },
  policyTypes: { unknown: 'Unknown policy type: {{types}}' },
  cursor: { invalid: 'Invalid cursor' },
  limit: {
    number: 'Limit must be a number',
    whole: 'Limit must be a whole number',
    min: 'Limit must be at least 1',
    max: 'Limit must be at most {{max}}',
  },
  unknownField: 'Unknown field',
  renewals: {
    within: 'Within must be one of {{windows}} days',
    serialNumber: 'Policy serial number must be a whole number',
    outcome: "Outcome must be 'renewed' or 'not_renewing'",
  },
  preferences: {
    renewalReminders: 'Renewal reminders must be true or false',
    language: "Language must be 'en' or 'hi'",
    nothing: 'Say what to change: renewalReminders, language or both',
  },
  payouts: {
    month: 'Month must be YYYY-MM, e.g. 2025-06',
    financialYear: 'Financial year must be YYYY-YY',
    financialYearConsecutive: 'Financial year must be YYYY-YY with consecutive years, e.g. 2025-26',
  },
  applications: {
    status: 'Status must be pending, approved or rejected',
    chooseParent: 'Choose the member to place them under',
  },
  id: {
    number: 'Id must be a number',
    whole: 'Id must be a whole number',
    positive: 'Id must be positive',
    tooLarge: 'Id is too large',
  },
  imports: {
    textRequired: 'The file’s text is required',
    tooLarge: 'The file must be at most 5 MB',
    empty: 'The file is empty',
  },
  inbox: {
    messageStatus: "Status must be 'open', 'handled' or 'all'",
    outboxStatus: "Status must be 'pending', 'failed', 'sent' or 'all'",
  },
  members: {
    signIn: 'Say whether sign-in is enabled (true or false)',
    chooseParent: 'Choose the new parent',
  },
  bank: {
    accountDigits: 'Account number must be 9 to 18 digits',
    accountMismatch: 'The account numbers do not match',
    ifscFormat: 'IFSC must be 4 letters, a 0, then 6 letters or digits, e.g. SBIN0001234',
    contactNothing: 'Say what to change: mobile, email or both',
  },
  audit: {
    action: 'Action must look like application.approve',
    recordType: 'Record type must be a word such as application',
    fromBeforeTo: 'From must be on or before To',
  },
} as const;

export default en;
