export declare const CONSENT_STORAGE_KEY: string;
export declare const consentPendingScript: string;
