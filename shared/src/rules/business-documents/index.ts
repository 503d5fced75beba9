export * from './kinds';
export * from './statuses';
export * from './copy-rules';
export * from './open-quantity';
export * from './folios';
export * from './totals';
