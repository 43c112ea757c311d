import sharp from "sharp";
const files = process.argv.slice(3);
const images = await Promise.all(files.map(async (f) => { const i = sharp(f).resize({ width: 390 }); const b = await i.png().toBuffer(); const m = await sharp(b).metadata(); return { b, w: m.width, h: Math.min(m.height, 1400) }; }));
const width = images.reduce((s, i) => s + i.w + 10, 0); const height = Math.max(...images.map((i) => i.h));
let x = 0; const composite = [];
for (const i of images) { composite.push({ input: await sharp(i.b).extract({ left: 0, top: 0, width: i.w, height: i.h }).toBuffer(), left: x, top: 0 }); x += i.w + 10; }
await sharp({ create: { width, height, channels: 3, background: "#888" } }).composite(composite).png().toFile(process.argv[2]);
