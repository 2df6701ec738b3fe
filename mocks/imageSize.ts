/**
 * Width and height of an uploaded image read from its header, for the mock media library (the
 * browser's MSW cannot run sharp, and the node mocks have no image decoder). JPEG, PNG, WebP and AVIF,
 * the types the contract accepts; anything else is 0 × 0 (the server would have refused it).
 * The EXIF orientation of a JPEG is not applied (the server's sharp does): mock mode only.
 */
export function imageSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (at: number, n: number) => String.fromCharCode(...bytes.subarray(at, at + n));
  const none = { width: 0, height: 0 };
  try {
    // PNG: the IHDR chunk comes first.
    if (ascii(1, 3) === 'PNG') return { width: view.getUint32(16), height: view.getUint32(20) };
    // JPEG: walk the segments to the first start-of-frame marker (C0–CF but C4, C8, CC).
    if (view.getUint16(0) === 0xffd8) {
      for (let at = 2; at + 9 < bytes.length;) {
        if (bytes[at] !== 0xff) return none;
        const marker = bytes[at + 1]!;
        if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
          return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
        at += 2 + view.getUint16(at + 2);
      }
      return none;
    }
    // WebP: lossy (VP8), lossless (VP8L) or extended (VP8X).
    if (ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') {
      const chunk = ascii(12, 4);
      if (chunk === 'VP8 ') return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
      if (chunk === 'VP8L') {
        const b = view.getUint32(21, true);
        return { width: (b & 0x3fff) + 1, height: ((b >> 14) & 0x3fff) + 1 };
      }
      if (chunk === 'VP8X') {
        const u24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
        return { width: u24(24) + 1, height: u24(27) + 1 };
      }
      return none;
    }
    // AVIF (ISO-BMFF): the first image spatial extents property ('ispe') holds the size.
    if (ascii(4, 4) === 'ftyp') {
      for (let at = 8; at + 16 < bytes.length; at++)
        if (ascii(at, 4) === 'ispe') return { width: view.getUint32(at + 8), height: view.getUint32(at + 12) };
    }
  } catch {
    // A header cut short: no size.
  }
  return none;
}
