/**
 * Minimal but structurally real Office containers for upload tests: a ZIP (stored entries, real
 * central directory, by fflate) such as a docx, and an OLE compound file with named streams such as a .doc
 * (WordDocument) or an installer (MSI-style streams). Only what content detection reads is filled.
 */
import { strToU8, zipSync } from 'fflate';

/** A ZIP of these text entries, stored uncompressed, written by fflate as the privacy export is. */
export function zip(entries: Record<string, string>): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(entries).map(([name, text]) => [name, strToU8(text)])), { level: 0 });
}

export const docx = () =>
  zip({
    '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    '_rels/.rels': '<?xml version="1.0"?><Relationships/>',
    'word/document.xml':
      '<?xml version="1.0"?><w:document><w:body><w:p><w:r><w:t>Lebenslauf</w:t></w:r></w:p></w:body></w:document>',
  });

/** An OLE compound file (512-byte sectors: header, one FAT sector, one directory sector) with these streams. */
export function ole(streams: string[]): Uint8Array {
  const b = Buffer.alloc(512 * 3, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(b, 0);
  b.writeUInt16LE(0x3e, 0x18);
  b.writeUInt16LE(3, 0x1a);
  b.writeUInt16LE(0xfffe, 0x1c);
  b.writeUInt16LE(9, 0x1e);
  b.writeUInt16LE(6, 0x20);
  b.writeUInt32LE(1, 0x2c); // one FAT sector
  b.writeUInt32LE(1, 0x30); // directory in sector 1
  b.writeUInt32LE(4096, 0x38);
  b.writeUInt32LE(0xfffffffe, 0x3c);
  b.writeUInt32LE(0xfffffffe, 0x44);
  for (let i = 0; i < 109; i++) b.writeUInt32LE(i === 0 ? 0 : 0xffffffff, 0x4c + i * 4);
  const fat = 512;
  for (let i = 0; i < 128; i++) b.writeUInt32LE(0xffffffff, fat + i * 4);
  b.writeUInt32LE(0xfffffffd, fat); // sector 0 is the FAT
  b.writeUInt32LE(0xfffffffe, fat + 4); // sector 1, the directory, ends its chain
  const dir = 1024;
  const entry = (i: number, name: string, type: number) => {
    const at = dir + i * 128;
    const utf16 = Buffer.from(`${name}\0`, 'utf16le');
    utf16.copy(b, at);
    b.writeUInt16LE(utf16.length, at + 0x40);
    b[at + 0x42] = type;
    b.writeUInt32LE(0xfffffffe, at + 0x74);
  };
  entry(0, 'Root Entry', 5);
  streams.slice(0, 3).forEach((name, i) => entry(i + 1, name, 2));
  return new Uint8Array(b);
}
