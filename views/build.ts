// `npm run build:views`: each folder of views/ holding an index.html is built by Vite into one self-contained
// file, dist/views/<view>/index.html (a view loads nothing). The server reads it only when a host asks for
// the view's ui:// resource. scripts/pack.ts names another folder: the package it packs.
import { resolve } from 'node:path';
import { buildViews } from './build-page.ts';

await buildViews(process.argv[2] ? resolve(process.argv[2]) : undefined);
