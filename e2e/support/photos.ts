import sharp from 'sharp';

/**
 * A JPEG that looks like a landscape photo (sky, sun, hills, a lake), so previews and screenshots
 * show something a customer would upload. Drawn from SVG at the asked size.
 */
export const landscapeJpeg = async (width: number, height: number): Promise<Buffer> => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 300 200" preserveAspectRatio="none">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#3b6fb6"/><stop offset="0.6" stop-color="#f0b27a"/><stop offset="1" stop-color="#f7dc6f"/>
    </linearGradient>
    <linearGradient id="lake" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#5d8aa8"/><stop offset="1" stop-color="#1b3a57"/>
    </linearGradient>
  </defs>
  <rect width="300" height="200" fill="url(#sky)"/>
  <circle cx="210" cy="92" r="18" fill="#fff3c4"/>
  <path d="M0 120 L40 70 L80 110 L120 60 L170 115 L220 80 L260 105 L300 75 L300 200 L0 200 Z" fill="#4a5d3a"/>
  <path d="M0 140 L60 105 L110 135 L160 100 L230 140 L300 115 L300 200 L0 200 Z" fill="#2f4a2c"/>
  <rect y="150" width="300" height="50" fill="url(#lake)"/>
  <path d="M20 165 h60 M120 172 h80 M220 160 h50" stroke="#c9e1f2" stroke-width="1.5" opacity="0.6"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
};

/** A small real PNG for image fields: a coloured square with a stripe. */
export const makePng = (size = 40, colour = '#2a6f97'): Promise<Buffer> =>
  sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect y="${size / 3}" width="${size}" height="${size / 3}" fill="#f4a261"/></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();

/** A photo large enough to order (8+ MP, sharp at 30 x 20 cm): a gradient with a sun. */
export const makeJpeg = (width = 3600, height = 2400): Promise<Buffer> =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#2a6f97"/><stop offset="1" stop-color="#f4a261"/>
      </linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <circle cx="${width * 0.3}" cy="${height * 0.4}" r="${height * 0.2}" fill="#e9c46a"/>
    </svg>`),
  )
    .jpeg({ quality: 80 })
    .toBuffer();
