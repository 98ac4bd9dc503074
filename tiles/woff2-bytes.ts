// Big-endian byte reading and writing for the WOFF2 decoder.

/** A forward-only reader over big-endian font data. */
export class Reader {
  pos = 0;
  constructor(private readonly buf: Uint8Array) {}
  u8(): number {
    const v = this.buf[this.pos++];
    if (v === undefined) throw new RangeError('WOFF2 data ends early');
    return v;
  }
  u16(): number {
    return (this.u8() << 8) | this.u8();
  }
  i16(): number {
    const v = this.u16();
    return v >= 0x8000 ? v - 0x10000 : v;
  }
  u32(): number {
    return this.u16() * 0x10000 + this.u16();
  }
  bytes(n: number): Uint8Array {
    if (this.pos + n > this.buf.length) throw new RangeError('WOFF2 data ends early');
    const out = this.buf.subarray(this.pos, this.pos + n);
    this.pos += n;
    return out;
  }
  base128(): number {
    let v = 0;
    for (let i = 0; i < 5; i++) {
      const b = this.u8();
      if (i === 0 && b === 0x80) throw new Error('UIntBase128 with a leading zero');
      v = v * 128 + (b & 0x7f);
      if (!(b & 0x80)) return v;
    }
    throw new Error('UIntBase128 longer than 5 bytes');
  }
  u255(): number {
    const code = this.u8();
    if (code === 253) return this.u16();
    if (code === 255) return 253 + this.u8();
    if (code === 254) return 506 + this.u8();
    return code;
  }
}

/** A big-endian byte sink. */
export class Writer {
  private parts: number[] = [];
  u8(v: number): void {
    this.parts.push(v & 0xff);
  }
  u16(v: number): void {
    this.u8(v >> 8);
    this.u8(v);
  }
  u32(v: number): void {
    this.u16(Math.floor(v / 0x10000));
    this.u16(v % 0x10000);
  }
  bytes(b: Uint8Array): void {
    for (const v of b) this.parts.push(v);
  }
  pad4(): void {
    while (this.parts.length % 4) this.parts.push(0);
  }
  get length(): number {
    return this.parts.length;
  }
  done(): Uint8Array {
    return Uint8Array.from(this.parts);
  }
}
