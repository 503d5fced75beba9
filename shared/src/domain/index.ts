export * from './stages';
export * from './enums';
export * from './constants';
export type * from './navigation';
export * from './apps';
export * from './backoffice';
export * from './roles';
export * from './messages';
export * from './editor';
