export declare const SERVER_ACTION_BODY_LIMIT_BYTES: number;
export declare function refuseUnexpectedRequest(
  request: { method?: string; url?: string; headers?: Record<string, string | string[] | undefined> },
  options?: { siteHosts?: string[]; trustForwardedHost?: boolean },
): { status: 400 | 403 | 404 | 405 | 413; message: string } | null;
