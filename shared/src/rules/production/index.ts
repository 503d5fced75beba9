export * from './constants';
export * from './run-time';
export * from './operations';
export * from './capacity';
export * from './machines';
