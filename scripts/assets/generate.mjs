#!/usr/bin/env node
// Kaz Horizon asset generator: draws every illustration, technical drawing, icon and video
// deterministically (seeded) and writes them under data/images, data/videos and static/.
// Usage: npm run assets            (everything)
//        node scripts/assets/generate.mjs --only hero   (files whose path contains "hero")
import path from 'node:path';
import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { written, setRoot, writeJpeg, writeText, writePng, writeBinary, writeJpegFromRaw } from './lib/output.mjs';
import { heroes, featured, appleGallery, capsuleGallery, expandableGalleries, expandableCustom, luxuryGallery, industrialGallery, steelGallery } from './catalog/exteriors.mjs';
import { capsuleInteriors, containerInteriors, steelPhotos } from './catalog/interiors.mjs';
import { blogCovers, blogScenes } from './catalog/blog.mjs';
import { portraits } from './catalog/people.mjs';
import { aboutImages, ogImage } from './catalog/misc.mjs';
import { plan20, plan30, layout40, lsv3, lsv2cp, appleSize } from './drawings/plans.mjs';
import { logoSvg, logoMarkSvg, iconSvg, icoFromPngs } from './brand/brand.mjs';
import { mapSvg } from './brand/map.mjs';
import { videoJobs } from './video/jobs.mjs';
import { makeVideo } from './video/video.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
setRoot(ROOT);
const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
const pick = (f) => !only || f.includes(only);
const IMG = 'data/images/';
const t0 = Date.now();

async function runPool(jobs, n, fn) {
  let i = 0;
  const workers = Array.from({ length: n }, async () => {
    while (i < jobs.length) {
      const j = jobs[i++];
      await fn(j);
    }
  });
  await Promise.all(workers);
}

async function main() {
  sharp.cache(false);
  // 1. raster illustrations
  const rasters = [
    ...heroes(), ...featured(), ...appleGallery(), ...capsuleGallery(), ...capsuleInteriors(), ...expandableGalleries(), ...containerInteriors(), ...expandableCustom(),
    ...luxuryGallery(), ...industrialGallery(), ...steelGallery(), ...steelPhotos(), ...blogCovers(), ...blogScenes(), ...portraits(), ...aboutImages(), ...ogImage(),
  ].filter((j) => pick(j.file));
  await runPool(rasters, 2, async (j) => {
    const svg = j.make();
    await writeJpeg(IMG + j.file, svg, j.w, j.h, j.q ?? 80);
    process.stdout.write('.');
  });
  if (rasters.length) process.stdout.write('\n');

  // 2. technical drawings (SVG served as-is)
  const drawings = [
    ['products/apple-cabin/size-1.svg', () => appleSize(1)],
    ['products/apple-cabin/size-2.svg', () => appleSize(2)],
    ['products/apple-cabin/size-3.svg', () => appleSize(3)],
    ['products/expandable-20ft/plan.svg', plan20],
    ['products/expandable-30ft/plan.svg', plan30],
    ['products/expandable-40ft/layout.svg', layout40],
    ['products/light-steel-villa/plan-3-rooms.svg', lsv3],
    ['products/light-steel-villa/plan-2-rooms-car-park.svg', lsv2cp],
    ['brand/logo.svg', () => logoSvg()],
    ['brand/logo-mark.svg', () => logoMarkSvg()],
    ['contact/map-reunion.svg', () => mapSvg()],
  ];
  for (const [file, make] of drawings) if (pick(file)) await writeText(IMG + file, make() + '\n', 1200, 800);

  // 3. icons and favicon
  if (pick('icon') || pick('favicon')) {
    await writePng('static/icons/icon-192.png', iconSvg(512), 192, 192);
    await writePng('static/icons/icon-512.png', iconSvg(512), 512, 512);
    await writePng('static/icons/icon-maskable-512.png', iconSvg(512, { maskable: true }), 512, 512);
    await writePng('static/icons/apple-touch-icon.png', iconSvg(180, { rounded: false }), 180, 180);
    const pngs = [];
    for (const s of [16, 32, 48]) pngs.push({ size: s, png: await sharp(Buffer.from(iconSvg(s))).resize(s, s).png({ compressionLevel: 9 }).toBuffer() });
    await writeBinary('static/favicon.ico', icoFromPngs(pngs), 48, 48);
  }

  // 4. videos + posters (poster = first frame)
  for (const v of videoJobs()) {
    if (!pick(v.out) && !pick(v.poster)) continue;
    const res = await makeVideo({ out: path.join(ROOT, 'data/videos', v.out), segments: v.segments() });
    written.push({ file: 'data/videos/' + v.out, bytes: res.bytes, w: 1280, h: 720, note: `${res.seconds.toFixed(1)} s` });
    await writeJpegFromRaw(IMG + 'video/' + v.poster, res.first, 1280, 720, 80);
  }

  // 5. summary
  const rows = written.map((w) => ({ ...w, file: w.file.startsWith('data/') || w.file.startsWith('static/') ? w.file : w.file }));
  rows.sort((a, b) => a.file.localeCompare(b.file));
  let total = 0;
  const pad = (s, n) => String(s).padEnd(n);
  console.log('\n' + pad('file', 62) + pad('size', 10) + 'dimensions');
  for (const r of rows) {
    total += r.bytes;
    console.log(pad(r.file, 62) + pad((r.bytes / 1024).toFixed(1) + ' KB', 10) + (r.w ? `${r.w}x${r.h}` : '') + (r.note ? '  ' + r.note : ''));
  }
  console.log(`\n${rows.length} files, total ${(total / 1048576).toFixed(2)} MB, in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  await fs.access(ROOT);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
