/** The network edge of the browser unit tests (MSW): import from '@muestrario/shared/testing'. */
export { delay, http, HttpResponse } from 'msw';
export { server } from './msw-server';
export { answer } from './handlers';
export { adminUser, demoUser, designerUser, NOT_FOUND_BODY, otherUser, productionUser, qualityUser, escudoLogo, stageOneSample } from './fixtures';
export { lines, recordRequests, type RecordedRequest } from './record';
export { fire, held, uploadOf, watchXhrs } from './xhr';
export { samplesListAnswer } from './sample-list';
export {
  currentClothing,
  logo,
  partnerDetail,
  productionOperation,
  productionOrderDetail,
  productionOrderSummary,
  productionSnapshot,
  salesDocument,
  sampleDetail,
  sampleListItem,
  sampleListItems,
} from './builders';
