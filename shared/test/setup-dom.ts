import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import './network/lifecycle';

// The environment is jest-fixed-jsdom (jest.config.cjs): jsdom with Node's fetch, Request, Response,
// TextEncoder and streams, which react-router 7 and MSW need. The network itself is MSW's (./network).

// ScrollRestoration scrolls on navigation; jsdom does not implement it.
window.scrollTo = () => {};

// Answers travel through MSW and Node's fetch (a real Response, read as a stream): a little slower than
// an in-memory stub, more so on a busy machine. findBy* and waitFor wait up to 3 s instead of 1 s.
configure({ asyncUtilTimeout: 3000 });
