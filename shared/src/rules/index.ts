export * from './format';
export * from './samples';
export * from './placement';
export * from './totals';
export * from './text';
export * from './new-sample';
export * from './dates';
export * from './lifecycle';
