/** Spanish messages of sample creation. */
export const SAMPLE_MESSAGES = {
  unknownClient: 'El cliente elegido no existe. Búscalo de nuevo o define un cliente nuevo.',
  createFailed: 'No pudimos crear la muestra. Inténtalo de nuevo.',
} as const;
