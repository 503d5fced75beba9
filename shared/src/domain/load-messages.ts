/** What a back-office screen says when a read failed (a module of its own: every screen's first paint carries it). */
export const LOAD_FAILED_MESSAGE = 'No pudimos cargar los datos. Revisa tu conexión e inténtalo de nuevo.';
