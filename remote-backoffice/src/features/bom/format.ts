/** '4.5 %' in es-MX (up to 1 decimal). */
export const formatPercent = (value: number) => `${new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 }).format(value)} %`;

/** A quantity in es-MX with up to 3 decimals ('1,286', '0.35'). */
export const formatQuantity = (value: number) => new Intl.NumberFormat('es-MX', { maximumFractionDigits: 3 }).format(value);

/** The unit as a reader says it after a number. */
export const unitLabel = (unit: string) => (unit === 'cm2' ? 'cm²' : unit === 'm' ? 'm' : unit);
