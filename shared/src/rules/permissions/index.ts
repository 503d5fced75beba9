export * from './table';
export * from './can';
export * from './labels';
