import { readFileSync } from 'node:fs';
import { buildPaperDocx } from './test/build-docx.ts';
import { importDocument } from './src/node.ts';
console.log(await importDocument({ name: 'p.docx', bytes: await buildPaperDocx() }));
console.log(
  await importDocument({
    name: 'p.doc',
    bytes: new Uint8Array(readFileSync('test/fixtures/paper.doc')),
  }),
);
