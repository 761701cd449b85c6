import fs from 'node:fs';
import { createRequire } from 'node:module';

// The font of server-made PDFs (issue 32; docs/decisions.md "Server-made PDFs"): Noto Sans SC (SIL Open Font
// License), which holds Latin and Chinese alike, shipped by the npm package @expo-google-fonts/noto-sans-sc, so a
// fresh `npm install` renders Chinese with nothing fetched at run time. The files are read once per process;
// pdfkit embeds only the glyphs a document uses (a subset of a few kB to a few tens of kB).

const require = createRequire(import.meta.url);

const FILES = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;

export type FontWeight = keyof typeof FILES;

const loaded = new Map<FontWeight, Buffer>();

/** The font file's bytes (read on first use). */
export function fontBytes(weight: FontWeight): Buffer {
  let bytes = loaded.get(weight);
  if (!bytes) {
    bytes = fs.readFileSync(require.resolve(FILES[weight]));
    loaded.set(weight, bytes);
  }
  return bytes;
}
