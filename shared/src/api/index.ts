export * from './client';
export * from './config';
export * from './auth';
export * from './auth-hooks';
export * from './samples';
export * from './mutation';
export * from './sample-design';
export * from './call';
