export { createPacClient, type PacDependencies } from './factory';
export { SandboxPac, isSandboxStamp } from './sandbox';
export { SANDBOX_RFC_PROV_CERTIF } from './sandbox-certificate';
export { SwSapienPac } from './sw-sapien';
export { tfdCadenaOriginal } from './tfd';
export { PacError, PAC_MESSAGES, type CancelReason, type CancelRequest, type CancelResult, type PacClient, type StampResult } from './types';
