/**
 * The program page's search parameter naming its open tab, and the 'Portal de RH' tab's value (the bell
 * links there). A module of its own: the bell is on every page's first paint, the portal's texts are not.
 */
export const PROGRAM_TAB_PARAM = 'pestana';
export const PROGRAM_PORTAL_TAB = 'portal-rh';
