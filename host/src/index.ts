// Async boundary: lets Module Federation set up the shared libraries before anything imports React.
void import('./bootstrap');
