// The little of pngjs the QR test reads (the package ships no types): decoding a screenshot.
declare module 'pngjs' {
  export const PNG: { sync: { read(buffer: Buffer): { width: number; height: number; data: Buffer } } };
}
