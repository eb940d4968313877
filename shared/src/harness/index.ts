export * from './renderStandalone';
