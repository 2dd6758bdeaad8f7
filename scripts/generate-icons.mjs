// `node scripts/generate-icons.mjs` — the app icons (any and maskable) and the manifests'
// screenshots, drawn from public/favicon.svg and docs/screenshots. Output is committed.
import { mkdir, readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { fromRoot } from './lib/paths.mjs';

const svg = await readFile(fromRoot('public', 'favicon.svg'));
await mkdir(fromRoot('public', 'icons'), { recursive: true });
for (const size of [192, 512]) {
  await sharp(svg, { density: 512 }).resize(size, size).png().toFile(fromRoot('public', 'icons', `icon-${size}.png`));
  // Maskable: the artwork inside the 80 % safe zone on the brand colour.
  const inner = Math.round(size * 0.8);
  const art = await sharp(svg, { density: 512 }).resize(inner, inner).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: '#0f5257' } })
    .composite([{ input: art, left: Math.round((size - inner) / 2), top: Math.round((size - inner) / 2) }])
    .png()
    .toFile(fromRoot('public', 'icons', `maskable-${size}.png`));
}
await sharp(svg, { density: 512 }).resize(180, 180).flatten({ background: '#0f5257' }).png().toFile(fromRoot('public', 'icons', 'apple-touch-icon.png'));

await mkdir(fromRoot('public', 'screenshots'), { recursive: true });
for (const locale of ['ar', 'en']) {
  await sharp(fromRoot('docs', 'screenshots', `home-${locale}.png`)).extract({ left: 0, top: 0, width: 780, height: 1688 }).resize(390, 844).webp({ quality: 70 }).toFile(fromRoot('public', 'screenshots', `home-${locale}.webp`));
}
console.log('› public/icons and public/screenshots written');
