import { lazy } from 'react';

/*
 * The side panels besides the menu and the send dialog, each loaded the first time it is shown (issue 34):
 * the editor's first paint is the canvas, the menu and the logo tabs (a selected logo's form is lazy too).
 * Uploading (react-dropzone), the insights (colour science, estimates) and the forms come when asked for,
 * behind the panel's Suspense.
 */
export const UploadPanel = lazy(() => import('./UploadPanel').then((m) => ({ default: m.UploadPanel })));
export const AddTextPanel = lazy(() => import('./AddTextPanel').then((m) => ({ default: m.AddTextPanel })));
export const GarmentPanel = lazy(() => import('./GarmentPanel').then((m) => ({ default: m.GarmentPanel })));
export const ProjectPanel = lazy(() => import('./ProjectPanel').then((m) => ({ default: m.ProjectPanel })));
export const EditLogoPanel = lazy(() => import('./insight-panels').then((m) => ({ default: m.EditLogoWithInsights })));
export const EditTextPanel = lazy(() => import('./insight-panels').then((m) => ({ default: m.EditTextWithInsights })));
export const SendDesignDialog = lazy(() => import('../SendDesignDialog').then((m) => ({ default: m.SendDesignDialog })));
