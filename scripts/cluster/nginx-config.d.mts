export function nginxBinary(): string | null;
export function brotliAvailable(): boolean;
