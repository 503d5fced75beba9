export * from './table';
export * from './can';
