/**
 * The product's mark as the browser's tab icon: `shared/build/favicon.svg`, which every app's build emits at
 * the root of its output and links from index.html (`<link rel="icon">`). The server serves it from the
 * host's build and answers `/favicon.ico`, which browsers ask for on their own, with a redirect to it.
 */
export const FAVICON_FILE = 'favicon.svg';
