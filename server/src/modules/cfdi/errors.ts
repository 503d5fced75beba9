/**
 * Input the library refuses before building anything (a missing exchange rate, a quantity with seven
 * decimals, a payment above the balance…). The message is Spanish and meant for the user: a route maps it
 * to a 400 or 422.
 */
export class CfdiInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CfdiInputError';
  }
}
