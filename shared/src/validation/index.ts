export * from './schemas';
export * from './aadhaar';
