export declare function missingPathLogLine(requestUrl: string | undefined): string;
