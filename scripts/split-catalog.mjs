// Runs after `lingui compile --typescript`: rewrites src/locales/{locale}/messages.ts to the
// messages every page needs and writes src/locales/{locale}/{part}.ts for each part in
// src/locales/catalog-parts.json (see scripts/lib/catalog-split.mjs and src/lib/i18n.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readPoEntries, splitMessages } from './lib/catalog-split.mjs';

const root = path.resolve(import.meta.dirname, '..');
const parts = JSON.parse(readFileSync(path.join(root, 'src/locales/catalog-parts.json'), 'utf8'));
const compiled = /^(.*export const messages=JSON\.parse\()(".*")(\)\s*as Messages;?\s*)$/s;

for (const locale of ['ar', 'en']) {
  const folder = path.join(root, 'src/locales', locale);
  const source = readFileSync(path.join(folder, 'messages.ts'), 'utf8');
  const match = compiled.exec(source);
  if (!match) throw new Error(`${locale}/messages.ts is not a catalog compiled by 'lingui compile --typescript'`);
  const messages = JSON.parse(JSON.parse(match[2]));
  const split = splitMessages(messages, readPoEntries(readFileSync(path.join(folder, 'messages.po'), 'utf8')), parts);
  for (const [part, partMessages] of Object.entries(split)) {
    const file = part === 'main' ? 'messages.ts' : `${part}.ts`;
    writeFileSync(path.join(folder, file), `${match[1]}${JSON.stringify(JSON.stringify(partMessages))}${match[3]}`);
  }
  console.log(`${locale}: ${Object.entries(split).map(([part, partMessages]) => `${part} ${Object.keys(partMessages).length}`).join(', ')}`);
}
