export * from './types';
export * from './actions';
export * from './modes';
export * from './geometry';
export * from './reducer';
export * from './selectors';
export * from './from-api';
export * from './sync';
