// No async boundary: everything the first paint needs (React, react-dom, the sign-in entry, the start-up
// code) is either in this file or shared eagerly by the host (shared/build). The router application and
// everything that consumes lazily shared libraries (router, SWR, Radix) are loaded later from bootstrap.
import './bootstrap';
