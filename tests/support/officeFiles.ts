/**
 * Minimal but structurally real Office containers for upload tests: a ZIP (stored entries, real
 * central directory, by fflate) such as a docx, and an OLE compound file with named streams such as a .doc
 * (WordDocument) or an installer (MSI-style streams). Only what content detection reads is filled.
 */
import { deflateRawSync } from 'node:zlib';
import { strToU8, unzipSync, zipSync } from 'fflate';

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

/**
 * A docx with one more part of `unpackedBytes` zeros, deflated: a real "zip bomb" (60 MB of zeros
 * deflate to about 270 KB) whose central directory declares what it unpacks to. Written here with
 * Node's zlib, which deflates such a part in a tenth of fflate's time.
 */
export function docxUnpackingTo(unpackedBytes: number): Uint8Array {
  const parts = Object.entries({ ...unzipSync(docx()), 'word/media/filler.bin': new Uint8Array(unpackedBytes) });
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of parts) {
    const packed = deflateRawSync(data, { level: 1 });
    const fileName = Buffer.from(name);
    const header = (signature: number, size: number) => {
      const b = Buffer.alloc(size);
      b.writeUInt32LE(signature, 0);
      return b;
    };
    const local = header(0x04034b50, 30);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    const crc = crc32(data);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const entry = header(0x02014b50, 46);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(fileName.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    central.push(entry, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const CRC_TABLE = Int32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});
function crc32(data: Uint8Array) {
  let c = -1;
  for (let i = 0; i < data.length; i++) c = CRC_TABLE[(c ^ data[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}

/** A docx with `extra` more (tiny) parts. */
export function docxWithParts(extra: number): Uint8Array {
  const parts: Record<string, Uint8Array> = Object.fromEntries(Object.entries(unzipSync(docx())));
  for (let i = 0; i < extra; i++) parts[`word/media/part${i}.xml`] = strToU8('<x/>');
  return zipSync(parts, { level: 0 });
}

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
