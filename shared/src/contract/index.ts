export * from './common';
export * from './auth';
export * from './samples';
export * from './clients';
export * from './clothing';
export * from './logos';
export * from './runtime-config';
export * from './design';
