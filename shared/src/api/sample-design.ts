import type { Logo } from '../contract';
import { api } from './client';
import { sampleKey } from './samples';

/* A sample's logos as the editor and the review screen both read it (spec §7). */

export const logosKey = (id: number | string) => `${sampleKey(id)}/logos`;

/** GET …/logos: every logo of the sample, on every view. */
export const getLogos = (id: number | string) => api.get<Logo[]>(logosKey(id));
