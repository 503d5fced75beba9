// The back-office's failure texts now live in the shared API client (the kit's form helper uses them).
export { failedFields, failureText } from '@muestrario/shared/api';
