export declare function readServerActions(distDir?: string): Map<string, string>;
export type ServerActionAnswer = {
  status: number;
  headers: Headers;
  text: string;
  result: unknown;
  redirect: string | null;
};
export declare function callServerAction(call: {
  baseUrl: string;
  page: string;
  id: string;
  args: unknown[];
  cookie?: string;
  headers?: Record<string, string>;
}): Promise<ServerActionAnswer>;
export declare function escapeForReply<T>(value: T): T;
export declare function actionResult(text: string): unknown;
export declare function mergeCookies(cookie: string | undefined, headers: Headers): string;
