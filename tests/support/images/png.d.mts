export function encodePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number, number] | number[],
): Buffer;
export function pngSize(bytes: Buffer): { width: number; height: number };
export const GENERATED_PNG: Buffer;
