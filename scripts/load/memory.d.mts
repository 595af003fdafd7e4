export function residentMb(pid: number): number;
export function collectedResidentMb(pid: number): Promise<number>;
export function sampleResidentMb(pid: number): { stop(): number };
