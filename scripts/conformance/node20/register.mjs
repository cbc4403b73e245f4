// `node --import ./scripts/conformance/node20/register.mjs node_modules/.bin/conformance …`: on Node 20,
// whose fs has no globSync, the conformance bundle gets fs-shim.mjs; on Node 22+ nothing changes.
import fs from 'node:fs';
import { register } from 'node:module';

if (typeof fs.globSync !== 'function') register('./hooks.mjs', import.meta.url);
