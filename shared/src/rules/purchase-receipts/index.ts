export * from './receipts';
