export * from './client';
export * from './config';
export * from './auth';
export * from './samples';
