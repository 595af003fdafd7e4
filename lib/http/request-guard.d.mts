export declare function refuseUnexpectedRequest(method: string | undefined, url: string | undefined): { status: 400 | 404 | 405; message: string } | null;
