export * from './paths';
export type * from './remote-module';
