export * from './common';
export * from './applications';
export * from './members';
export * from './imports';
export * from './inbox';
export * from './payments';
export * from './audit';
export * from './bankChanges';
