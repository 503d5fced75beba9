export * from './format';
export * from './samples';
export * from './text';
export * from './new-sample';
