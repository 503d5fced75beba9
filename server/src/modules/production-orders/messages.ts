/** The production orders area's own Spanish answers (the rules' refusals come from shared/src/rules/production). */
export const PRODUCTION_MESSAGES = {
  orderNotFound: 'La orden de fabricación no existe.',
  operationNotFound: 'La operación no existe.',
  salesOrderNotFound: 'La orden de venta no existe.',
  lineNotFound: 'La línea no es de esta orden de venta.',
  lineWithoutGrid: (line: number) => `La línea ${line} no tiene cuadrícula de tallas: captúrala en «Tallas y nombres» antes de fabricarla.`,
  salesOrderNotOpen: (status: string) => `La orden de venta está ${status.toLowerCase()}: ya no se fabrica.`,
  lineTaken: (folio: string) => `La línea ya tiene la orden de fabricación ${folio}.`,
  noEmbroideryMachine: 'No hay una máquina de bordado activa para calcular los tiempos: da de alta una en Producción › Máquinas.',
  orderChanged: 'La orden cambió mientras tanto: vuelve a cargarla.',
  operationChanged: 'La operación cambió mientras tanto: vuelve a cargarla.',
  historyCreated: 'Orden creada',
  historyStarted: (label: string) => `Se inició «${label}».`,
} as const;
