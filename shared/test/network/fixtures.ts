import type { UserDetails } from '../../src/contract/auth';
import type { SampleDetail } from '../../src/contract/samples';
import type { Logo } from '../../src/contract/logos';
import { logo, sampleDetail } from './builders';

/** The demo seller, as GET /auth/details answers for them. */
export const demoUser = { id: 1, username: 'demo', firstName: 'Daniela', lastName: 'Ruiz', role: 'seller' } as const satisfies UserDetails;

/** A second seller, for tests that need someone else. */
export const otherUser = { id: 2, username: 'pruiz', firstName: 'Pedro', lastName: 'Ruiz', role: 'seller' } as const satisfies UserDetails;

/** The answer body of a 404 the fallback gives and tests reuse. */
export const NOT_FOUND_BODY = { message: 'No encontrado' } as const;

/** One user per staff role (issue 15), as GET /auth/details answers for them. */
export const designerUser = { id: 3, username: 'diseno', firstName: 'Luis', lastName: 'Herrera', role: 'designer' } as const satisfies UserDetails;
export const productionUser = { id: 4, username: 'produccion', firstName: 'Jorge', lastName: 'Salas', role: 'production' } as const satisfies UserDetails;
export const qualityUser = { id: 5, username: 'calidad', firstName: 'Andrea', lastName: 'Ruiz', role: 'quality' } as const satisfies UserDetails;
export const adminUser = { id: 6, username: 'admin', firstName: 'Sofía', lastName: 'Treviño', role: 'admin' } as const satisfies UserDetails;

/** A stage-1 sample (id 42) as GET /business/samples/42 answers it: the editor tests' sample. */
export const stageOneSample: SampleDetail = sampleDetail();

/** A 2:1 logo 'Escudo', 20 × 10 cm, centred on the 50 cm front (view 5) of stageOneSample. */
export const escudoLogo: Logo = logo({ zIndex: 1 });
