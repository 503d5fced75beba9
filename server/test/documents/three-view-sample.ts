import { execFileSync } from 'node:child_process';

/** The demo sample with three decorated views (acceptance 3 of issue 17). */
export const THREE_VIEW_SAMPLE = 'Camisas personal de seguridad';

/** A PDF's text as poppler's pdftotext reads it. */
export const pdfText = (pdf: Buffer): string => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
