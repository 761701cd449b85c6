import qrcode from 'qrcode-generator';

// QR codes for server-made PDFs (issue 33, the task card's link to its screen): the module matrix of a text from
// the npm package qrcode-generator (MIT, no dependencies), error correction M, the smallest version that holds
// the text. The builder (document.ts) draws the dark modules as vector squares: sharp at any print size, a few
// hundred bytes a code.

/** The QR code of `text` as rows of modules, true where dark (no quiet zone). */
export function qrMatrix(text: string): boolean[][] {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const size = code.getModuleCount();
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => code.isDark(row, col)));
}
