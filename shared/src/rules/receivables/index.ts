export * from './fiscal-terms';
export * from './balances';
export * from './instalments';
export * from './report';
