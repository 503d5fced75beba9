import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { FAVICON_FILE } from '../src/domain/favicon';

/**
 * An app's index.html (the host's page; a remote's standalone page): the template beside this file, the
 * entry script, and the product's mark as the tab icon. html-webpack-plugin emits `favicon.svg` at the root
 * of the output and links it with `<link rel="icon">`; the server answers /favicon.ico with a redirect to
 * it (server/src/plugins/web.ts), so no page asks for a missing icon.
 */
export function htmlPage(title: string): HtmlWebpackPlugin {
  return new HtmlWebpackPlugin({
    template: path.join(__dirname, 'index.html'),
    title,
    chunks: ['main'],
    // Deep links in a standalone remote must still find main.js (and the icon).
    publicPath: '/',
    // The mark of host/src/components/Logo.tsx (`LogoMark`) as a file.
    favicon: path.join(__dirname, FAVICON_FILE),
  });
}
