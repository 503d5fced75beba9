export * from './garment-type';
export * from './names';
export * from './periods';
export * from './reorder';
export * from './report';
