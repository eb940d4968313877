/** The public check of a certificate: the address to share, and where the check's form goes. */
export const verifyPath = (number: string): string => `/verify/${encodeURIComponent(number.trim().toUpperCase())}`;
