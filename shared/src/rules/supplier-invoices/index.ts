export * from './matching';
export * from './balances';
export * from './report';
