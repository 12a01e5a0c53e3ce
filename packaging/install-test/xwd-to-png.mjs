// Converts Xvfb's frame buffer (an XWD file written with -fbdir) to a PNG, and says whether the screen
// shows more than a blank background (so a window that never painted fails the install test).
//
//   node xwd-to-png.mjs XWD PNG     exit 0: written and not blank; 1: blank or unreadable
import { readFileSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const [input, output] = process.argv.slice(2);
const xwd = readFileSync(input);
const field = (i) => xwd.readUInt32BE(i * 4);
const headerSize = field(0), version = field(1), format = field(2);
const width = field(4), height = field(5), byteOrder = field(7), bitsPerPixel = field(11);
const bytesPerLine = field(12), redMask = field(14), greenMask = field(15), blueMask = field(16);
const colours = field(19);
if (version !== 7 || format !== 2 || bitsPerPixel !== 32) {
  console.error(`xwd-to-png: unexpected XWD (version ${version}, format ${format}, ${bitsPerPixel} bits)`);
  process.exit(1);
}
const data = headerSize + colours * 12;
const shift = (mask) => (mask ? Math.log2(mask & -mask) : 0);
const [rs, gs, bs] = [shift(redMask), shift(greenMask), shift(blueMask)];

const raw = Buffer.alloc((width * 3 + 1) * height);
const seen = new Set();
for (let y = 0; y < height; ++y) {
  raw[y * (width * 3 + 1)] = 0; // filter: none
  for (let x = 0; x < width; ++x) {
    const at = data + y * bytesPerLine + x * 4;
    const pixel = byteOrder === 0 ? xwd.readUInt32LE(at) : xwd.readUInt32BE(at);
    const o = y * (width * 3 + 1) + 1 + x * 3;
    raw[o] = (pixel & redMask) >>> rs;
    raw[o + 1] = (pixel & greenMask) >>> gs;
    raw[o + 2] = (pixel & blueMask) >>> bs;
    if (seen.size < 64) seen.add(pixel & (redMask | greenMask | blueMask));
  }
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; ++k) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, body) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, tail]);
};
const ihdr = Buffer.alloc(13);
ihdr.writeUInt32BE(width, 0);
ihdr.writeUInt32BE(height, 4);
ihdr[8] = 8; // bit depth
ihdr[9] = 2; // truecolour
writeFileSync(output, Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0)),
]));
// A painted window has text, frames and icons: dozens of colours. An empty screen has one.
if (seen.size < 16) {
  console.error(`xwd-to-png: the screen has only ${seen.size} colours: nothing was painted`);
  process.exit(1);
}
console.log(`xwd-to-png: ${width}x${height}, ${seen.size >= 64 ? '64 or more' : seen.size} colours -> ${output}`);
