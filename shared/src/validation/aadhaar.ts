// Verhoeff checksum tables (the check digit scheme of Aadhaar numbers).
const multiplication = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const permutation = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 8, 7, 0, 6],
  [4, 2, 8, 6, 5, 7, 3, 9, 1, 0],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

export function verhoeffValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let check = 0;
  const reversed = digits.split('').reverse();
  reversed.forEach((digit, index) => {
    check = multiplication[check]![permutation[index % 8]![Number(digit)]!]!;
  });
  return check === 0;
}

/** A 12-digit Aadhaar number (spaces allowed) whose first digit is 2–9 and whose Verhoeff check passes. */
export function isValidAadhaar(value: string): boolean {
  const digits = value.replace(/\s+/g, '');
  return /^[2-9]\d{11}$/.test(digits) && verhoeffValid(digits);
}
