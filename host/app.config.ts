import { hostApp } from '@muestrario/shared/build';

export default hostApp();
