// Demo images, drawn locally (nothing is downloaded): flat landscape illustrations per theme,
// rendered to WebP at the spec's breakpoints with a tiny blurred placeholder each.
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { randomFor } from './random.mjs';

export const MEDIA_VERSION = 'v1';
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536];
export const IMAGE_ASPECT = 3 / 2;
export const THEMES = ['desert', 'sea', 'city', 'mountain', 'heritage', 'oasis', 'green'];
export const IMAGES_PER_THEME = 6;

const WIDTH = 1536;
const HEIGHT = Math.round(WIDTH / IMAGE_ASPECT);

const palettes = {
  desert: { sky: ['#f6c27a', '#fbe3b4'], layers: ['#e9a55a', '#d98a3d', '#c46f2c', '#a95a22'] },
  sea: { sky: ['#7cc6e8', '#d6f0fb'], layers: ['#3aa0c8', '#1f7fa8', '#12658a', '#0b4c6a'] },
  city: { sky: ['#f4a261', '#ffd6a5'], layers: ['#6d597a', '#4d3f5e', '#355070', '#22304a'] },
  mountain: { sky: ['#9ec5e8', '#e6f1fa'], layers: ['#8aa39b', '#6b8a7a', '#4f6f5f', '#385446'] },
  heritage: { sky: ['#f7b267', '#fde4c3'], layers: ['#c8834b', '#b06d39', '#93572b', '#6f4120'] },
  oasis: { sky: ['#ffcf99', '#fff1d6'], layers: ['#e5b46e', '#7fae5b', '#4f8a3c', '#2f6a2c'] },
  green: { sky: ['#a7d8de', '#eef8f5'], layers: ['#9bc995', '#77b073', '#559455', '#3b7340'] },
};

function ridge(random, baseY, amplitude, steps) {
  const points = [];
  for (let index = 0; index <= steps; index += 1) {
    points.push([Math.round((WIDTH / steps) * index), Math.round(baseY + (random.next() - 0.5) * amplitude)]);
  }
  let d = `M0 ${HEIGHT} L${points[0][0]} ${points[0][1]}`;
  for (let index = 1; index < points.length; index += 1) {
    const [x0, y0] = points[index - 1];
    const [x1, y1] = points[index];
    const mx = (x0 + x1) / 2;
    d += ` C${mx} ${y0} ${mx} ${y1} ${x1} ${y1}`;
  }
  return `${d} L${WIDTH} ${HEIGHT} Z`;
}

function peaks(random, baseY, height, count) {
  let d = `M0 ${HEIGHT} L0 ${baseY}`;
  const step = WIDTH / count;
  for (let index = 0; index < count; index += 1) {
    const peakX = step * index + step * (0.3 + random.next() * 0.4);
    const peakY = baseY - height * (0.5 + random.next() * 0.5);
    d += ` L${Math.round(peakX)} ${Math.round(peakY)} L${Math.round(step * (index + 1))} ${baseY + Math.round(random.next() * 30)}`;
  }
  return `${d} L${WIDTH} ${HEIGHT} Z`;
}

function skyline(random, baseY, color) {
  let shapes = '';
  let x = 0;
  while (x < WIDTH) {
    const width = random.int(50, 130);
    const height = random.int(80, 360);
    shapes += `<rect x="${x}" y="${baseY - height}" width="${width - 8}" height="${height + 400}" fill="${color}"/>`;
    for (let wy = baseY - height + 20; wy < baseY - 20; wy += 34) {
      for (let wx = x + 10; wx < x + width - 24; wx += 22) {
        if (random.chance(0.35)) shapes += `<rect x="${wx}" y="${wy}" width="9" height="14" fill="#ffe8a3" opacity="0.8"/>`;
      }
    }
    x += width;
  }
  const towerX = random.int(300, WIDTH - 300);
  shapes += `<path d="M${towerX - 40} ${baseY} L${towerX - 14} ${baseY - 620} L${towerX} ${baseY - 760} L${towerX + 14} ${baseY - 620} L${towerX + 40} ${baseY} Z" fill="${color}"/>`;
  return shapes;
}

function fort(random, baseY, color) {
  const left = random.int(200, 700);
  const width = random.int(460, 700);
  const height = random.int(180, 260);
  let shapes = `<rect x="${left}" y="${baseY - height}" width="${width}" height="${height + 300}" fill="${color}"/>`;
  for (let x = left; x < left + width; x += 40) shapes += `<rect x="${x}" y="${baseY - height - 26}" width="22" height="28" fill="${color}"/>`;
  const towerWidth = 110;
  shapes += `<rect x="${left - 40}" y="${baseY - height - 110}" width="${towerWidth}" height="${height + 410}" fill="${color}"/>`;
  shapes += `<rect x="${left + width - 70}" y="${baseY - height - 80}" width="${towerWidth}" height="${height + 380}" fill="${color}"/>`;
  for (let x = left + 90; x < left + width - 90; x += 120) {
    shapes += `<path d="M${x} ${baseY} L${x} ${baseY - 90} A35 35 0 0 1 ${x + 70} ${baseY - 90} L${x + 70} ${baseY} Z" fill="#3b2414" opacity="0.55"/>`;
  }
  return shapes;
}

function palm(x, baseY, scale, color) {
  const top = baseY - 300 * scale;
  let shapes = `<path d="M${x - 9 * scale} ${baseY} Q${x + 20 * scale} ${baseY - 150 * scale} ${x + 4 * scale} ${top} L${x + 16 * scale} ${top} Q${x + 34 * scale} ${baseY - 150 * scale} ${x + 9 * scale} ${baseY} Z" fill="${color}"/>`;
  for (const angle of [-150, -120, -60, -30, -90, 200, -10]) {
    const radians = (angle * Math.PI) / 180;
    const ex = x + 10 * scale + Math.cos(radians) * 150 * scale;
    const ey = top + Math.sin(radians) * 90 * scale + 60 * scale;
    shapes += `<path d="M${x + 10 * scale} ${top} Q${(x + 10 * scale + ex) / 2} ${top - 50 * scale} ${ex} ${ey}" stroke="${color}" stroke-width="${16 * scale}" fill="none" stroke-linecap="round"/>`;
  }
  return shapes;
}

/** The SVG of one illustration: a theme and an index give the same picture every time. */
export function illustrationSvg(theme, index) {
  const random = randomFor(MEDIA_VERSION, `${theme}-${index}`);
  const palette = palettes[theme];
  const evening = index % 3 === 2;
  const [skyTop, skyBottom] = evening ? ['#3d405b', palette.sky[0]] : palette.sky;
  const sunX = random.int(200, WIDTH - 200);
  const sunY = random.int(140, 360);
  let body = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>`;
  body += `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`;
  body += `<circle cx="${sunX}" cy="${sunY}" r="${random.int(60, 110)}" fill="${evening ? '#fbe7c6' : '#fff4d6'}" opacity="0.9"/>`;
  const [l1, l2, l3, l4] = palette.layers;
  switch (theme) {
    case 'desert':
      body += `<path d="${ridge(random, 640, 160, 4)}" fill="${l1}"/><path d="${ridge(random, 760, 140, 3)}" fill="${l2}"/><path d="${ridge(random, 880, 120, 3)}" fill="${l3}"/><path d="${ridge(random, 980, 60, 2)}" fill="${l4}"/>`;
      break;
    case 'sea': {
      body += `<rect y="560" width="${WIDTH}" height="${HEIGHT - 560}" fill="${l1}"/>`;
      for (let y = 600; y < HEIGHT; y += 70) body += `<path d="${ridge(random, y, 24, 12)}" fill="${[l1, l2, l3, l4][Math.min(3, Math.floor((y - 560) / 120))]}" opacity="0.85"/>`;
      const boatX = random.int(300, WIDTH - 400);
      body += `<path d="M${boatX} 600 L${boatX + 260} 600 L${boatX + 220} 650 L${boatX + 40} 650 Z" fill="#4a2e1a"/><path d="M${boatX + 120} 590 L${boatX + 120} 360 L${boatX + 250} 580 Z" fill="#fdf6ec"/>`;
      break;
    }
    case 'city':
      body += skyline(random, 820, l3) + `<rect y="820" width="${WIDTH}" height="${HEIGHT - 820}" fill="${l4}"/>`;
      break;
    case 'mountain':
      body += `<path d="${peaks(random, 640, 420, 4)}" fill="${l1}"/><path d="${peaks(random, 760, 360, 5)}" fill="${l2}"/><path d="${ridge(random, 880, 120, 4)}" fill="${l3}"/><path d="${ridge(random, 970, 60, 3)}" fill="${l4}"/>`;
      break;
    case 'heritage':
      body += `<path d="${ridge(random, 760, 80, 3)}" fill="${l1}"/>` + fort(random, 800, l3) + `<path d="${ridge(random, 900, 50, 3)}" fill="${l2}"/><path d="${ridge(random, 990, 30, 2)}" fill="${l4}"/>`;
      break;
    case 'oasis':
      body += `<path d="${ridge(random, 700, 120, 3)}" fill="${l1}"/><ellipse cx="${WIDTH / 2}" cy="880" rx="520" ry="70" fill="#5fb3c9"/>`;
      for (let count = 0; count < 5; count += 1) body += palm(random.int(80, WIDTH - 120), random.int(860, 980), 0.8 + random.next() * 0.7, count % 2 ? l4 : l3);
      body += `<path d="${ridge(random, 1000, 30, 2)}" fill="${l2}"/>`;
      break;
    default:
      body += `<path d="${ridge(random, 620, 200, 3)}" fill="${l1}"/><path d="${ridge(random, 740, 160, 4)}" fill="${l2}"/><path d="${ridge(random, 860, 120, 3)}" fill="${l3}"/><path d="${ridge(random, 960, 60, 3)}" fill="${l4}"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`;
}

export const imageKeys = () => THEMES.flatMap((theme) => Array.from({ length: IMAGES_PER_THEME }, (_, index) => `${theme}-${index + 1}`));

async function renderLibrary(directory) {
  await mkdir(directory, { recursive: true });
  const placeholders = {};
  for (const key of imageKeys()) {
    const [theme, index] = [key.slice(0, key.lastIndexOf('-')), Number(key.slice(key.lastIndexOf('-') + 1))];
    const png = await sharp(Buffer.from(illustrationSvg(theme, index))).png().toBuffer();
    for (const width of IMAGE_WIDTHS) {
      await sharp(png).resize(width).webp({ quality: 72, effort: 4 }).toFile(path.join(directory, `${key}-${width}.webp`));
    }
    const tiny = await sharp(png).resize(16).blur(0.6).webp({ quality: 40 }).toBuffer();
    placeholders[key] = `data:image/webp;base64,${tiny.toString('base64')}`;
  }
  await writeFile(path.join(directory, 'placeholders.json'), JSON.stringify(placeholders));
  return placeholders;
}

/**
 * Makes sure `<dataDir>/media/<version>` holds the image library, rendering it once into
 * `cacheDir` and copying from there. Returns { key: placeholder data URI }.
 */
export async function ensureMedia({ dataDir, cacheDir }) {
  const cached = path.join(cacheDir, 'media', MEDIA_VERSION);
  const manifest = path.join(cached, 'placeholders.json');
  if (!existsSync(manifest)) await renderLibrary(cached);
  const target = path.join(dataDir, 'media', MEDIA_VERSION);
  if (!existsSync(path.join(target, 'placeholders.json'))) {
    await mkdir(path.dirname(target), { recursive: true });
    await cp(cached, target, { recursive: true });
  }
  return JSON.parse(await readFile(manifest, 'utf8'));
}
