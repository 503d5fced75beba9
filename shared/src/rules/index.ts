export * from './format';
export * from './samples';
export * from './placement';
export * from './dates';
