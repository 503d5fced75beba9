import { CFDI_NAMESPACE, TFD_NAMESPACE } from '@muestrario/shared/domain';

export { CFDI_NAMESPACE, TFD_NAMESPACE };
export const PAGOS20_NAMESPACE = 'http://www.sat.gob.mx/Pagos20';
export const XSI_NAMESPACE = 'http://www.w3.org/2001/XMLSchema-instance';

/** xsi:schemaLocation pairs, as the SAT publishes them. */
export const CFDI_SCHEMA_LOCATION = `${CFDI_NAMESPACE} http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd`;
export const PAGOS20_SCHEMA_LOCATION = `${PAGOS20_NAMESPACE} http://www.sat.gob.mx/sitio_internet/cfd/Pagos/Pagos20.xsd`;
export const TFD_SCHEMA_LOCATION = `${TFD_NAMESPACE} http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd`;
