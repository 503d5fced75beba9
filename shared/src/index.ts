export * from './domain';
export * from './routes';
