/**
 * The Spanish refusals of the permission table (shared/src/rules/permissions/table.ts), in a file of their
 * own so the table (imported by every screen that shows or hides an action) carries no other message
 * bag. The area message bags (LIFECYCLE_MESSAGES, SALES_MESSAGES, USERS_MESSAGES, SETTINGS_MESSAGES) point
 * at these same strings.
 */
export const PERMISSION_MESSAGES = {
  roleDenied: (role: string, what: string) => `Tu rol (${role}) no permite ${what}.`,
  notOwner: 'Solo el vendedor dueño de la muestra o un administrador pueden hacer cambios en ella.',
  partnersReadOnly: 'Tu rol no puede crear ni editar socios de negocio.',
  notYourSample: 'Solo el vendedor dueño de la muestra o un administrador pueden cotizarla.',
  cannotSell: 'Tu rol no puede crear cotizaciones ni órdenes de venta.',
  notYours: 'Solo el vendedor de este documento o un administrador pueden modificarlo.',
  usersAdminOnly: 'Solo un administrador puede administrar usuarios.',
  settingsAdminOnly: 'Solo un administrador puede cambiar los ajustes de bordado.',
  samplesReport: 'Tu rol no puede ver el informe de muestras.',
  salesReport: 'El informe de ventas es solo para vendedores y administradores.',
  itemsReadOnly: 'Solo producción y administración crean y editan artículos.',
  machinesReadOnly: 'Solo producción o un administrador pueden dar de alta o cambiar máquinas.',
  stockReadOnly: 'Solo producción o un administrador dan de alta almacenes y ubicaciones y registran movimientos de inventario.',
  purchasingReadOnly: 'Solo producción o un administrador solicitan, cotizan, piden y reciben compras.',
  supplierInvoicesAdminOnly: 'Solo un administrador registra facturas, notas y pagos de proveedores.',
  productionStock: 'Solo producción o un administrador entregan materiales a producción y reciben producto terminado.',
  bomsReadOnly: 'Solo producción y administración crean y editan listas de materiales.',
  productionCreate: 'Solo el vendedor del pedido, producción o un administrador mandan una línea a producción.',
  productionPlans: 'Solo producción o un administrador planean, liberan y mueven órdenes de fabricación.',
  productionRecords: 'Solo producción, calidad o un administrador registran el avance de las operaciones.',
  fiscalAdminOnly: 'Solo un administrador puede ver y cambiar los datos fiscales de la empresa y su CSD.',
  receivablesSellers: 'Solo los vendedores y los administradores facturan, cobran y ven la cartera de clientes.',
  fiscalCancelAdminOnly: 'Solo un administrador puede cancelar un CFDI timbrado.',
  programsSellers: 'Solo los vendedores y los administradores ven y llevan los programas de uniformes.',
  notYourProgram: 'Solo el vendedor del programa de uniformes o un administrador pueden verlo o cambiarlo.',
  allowanceExceptionAdminOnly: 'Solo un administrador aprueba piezas por encima de la dotación de un empleado.',
  networkOwnerOnly: 'Solo el vendedor dueño de la muestra o un administrador ven la red del cliente.',
} as const;
