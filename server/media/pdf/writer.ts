// A minimal PDF 1.4 file writer: numbered objects, streams with exact lengths, and a cross-reference table.

import { deflateSync } from 'node:zlib';

export class PdfWriter {
  private readonly objects: (Buffer | undefined)[] = [];

  /** Reserves an object number, so objects can refer to each other before they are written. */
  reserve(): number {
    this.objects.push(undefined);
    return this.objects.length;
  }

  set(id: number, body: string): void {
    this.objects[id - 1] = Buffer.from(body, 'latin1');
  }

  add(body: string): number {
    const id = this.reserve();
    this.set(id, body);
    return id;
  }

  /** A Flate-compressed stream object; content is latin1 text (page content escapes high bytes as octal). */
  addStream(content: string): number {
    const data = deflateSync(Buffer.from(content, 'latin1'));
    const id = this.reserve();
    this.objects[id - 1] = Buffer.concat([
      Buffer.from(`<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
      data,
      Buffer.from('\nendstream', 'latin1'),
    ]);
    return id;
  }

  /** Serialises the file; `root` and `info` are the catalogue and document-information object numbers. */
  toBuffer(root: number, info?: number): Buffer {
    const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
    let offset = parts[0]!.length;
    const offsets: number[] = [];
    this.objects.forEach((body, i) => {
      if (!body) throw new Error(`PDF object ${i + 1} was reserved but never written`);
      offsets.push(offset);
      const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
      parts.push(chunk);
      offset += chunk.length;
    });
    const size = this.objects.length + 1;
    // Each cross-reference entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, space and LF.
    const xref =
      `xref\n0 ${size}\n0000000000 65535 f \n` +
      offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
      `trailer\n<< /Size ${size} /Root ${root} 0 R${info ? ` /Info ${info} 0 R` : ''} >>\nstartxref\n${offset}\n%%EOF\n`;
    parts.push(Buffer.from(xref, 'latin1'));
    return Buffer.concat(parts);
  }
}

/** A PDF text string in UTF-16BE hex, which keeps any script in document metadata. */
export function pdfUnicodeString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}
