import { readFileSync } from 'node:fs';
const data = await import('./lib/data.ts');
const out = new Map(readFileSync('/work/panels/c06.jsonl', 'utf8').trim().split('\n').map((l) => { const r = JSON.parse(l); return [r.id, r.abstract]; }));
let n = 0, ab = 0;
for (const p of data.loadDevPapers()) {
  const a = out.get(p.id) ?? '';
  const hits = new Set<string>();
  for (const m of a.matchAll(/(?<![\p{L}.])([a-z])\. ([a-z]{4,})\b/gu)) {
    const re = new RegExp(`\\b(${m[1]}[a-z]{2,}) ${m[2]}\\b`, 'u');
    const full = re.exec(p.body);
    if (full) hits.add(`${m[0]} <- ${full[0]}`);
  }
  for (const m of a.matchAll(/(?<![\p{L}.])([a-z]{4,}) ([a-z]{4,})\b/gu)) {
    if (new RegExp(`(?<![\\p{L}.])${m[1]![0]}\\. ${m[2]}\\b`, 'u').test(p.body)) hits.add(`full: ${m[0]}`);
  }
  if (hits.size) { ab++; n += hits.size; console.log(p.id, [...hits].join(' | ')); }
}
console.log(ab, 'abstracts', n);
