export * from './regimen-fiscal';
export * from './uso-cfdi';
