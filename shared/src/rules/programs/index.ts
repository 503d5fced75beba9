export * from './garment-type';
export * from './names';
export * from './periods';
export * from './checks';
export * from './reorder';
export * from './report';
