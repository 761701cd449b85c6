// Sizes as the upload lists show them (platform spec §7 "File upload"): bytes, KB or MB, always with two
// decimals (512.00 B, 1.50 KB, 2.00 MB). Uploads are limited to a few hundred MB, so MB is the largest unit.

const KB = 1024;
const MB = 1024 * 1024;

export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < KB) return `${bytes.toFixed(2)} B`;
  if (bytes < MB) return `${(bytes / KB).toFixed(2)} KB`;
  return `${(bytes / MB).toFixed(2)} MB`;
}
