/**
 * The test-data builders of the server tests: one per entity, with sensible defaults and overrides, each
 * writing through the real API (or, for a sample sitting at a stage, the row the service would leave) on
 * the real test database. Requests go through `injectAs` (../request). See docs/decisions/testing.md.
 */
export { buildUser, signIn, signInDemo, TEST_PASSWORD, type BuiltUser } from './users';
export { buildSample, garments, type SampleOptions } from './samples';
/** The creation body of a sample (POST /api/business/samples) with a new client. */
export { NEW_SAMPLE_BODY } from '../new-sample';
export { buildLogo, buildText, LOGO_FILE, logoUpload, logoUrl, postLogo, type LogoOptions } from './decorations';
export { buildPartner, partnerAddress, partnerContact, partnerInput } from './partners';
export { buildSalesDocument, quotationInput } from './documents';
export { buildApprovalLink, customer } from './approvals';
export { buildProductionOrder, productionFixture, productionNameList, PRODUCTION_COLOURS, PRODUCTION_SIZES, PRODUCTION_QUANTITIES, type BuiltProductionOrder, type ProductionOrderOptions } from './production-order';
export { buildProgram, PROGRAM_STYLES, type BuiltProgram, type BuiltEmployee, type BuiltStyle, type ProgramOptions, type ProgramStyleKey } from './programs';
