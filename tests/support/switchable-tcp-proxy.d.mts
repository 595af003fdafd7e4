export type SwitchableProxy = { cut(): Promise<void>; restore(): Promise<void>; close(): Promise<void> };
export declare function startSwitchableProxy(options: {
  listenPort: number;
  targetHost: string;
  targetPort: number;
}): Promise<SwitchableProxy>;
