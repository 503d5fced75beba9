export * from './paths';
export type * from './remote-module';
export * from './remote-showing';
export * from './return-to';
