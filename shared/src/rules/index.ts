export * from './format';
export * from './samples';
