export declare const CLIENT_ADDRESS_HEADER: "x-shop-client-address";
export declare function clientAddressFor(forwardedFor: string | string[] | undefined, socketAddress: string | undefined, trustedHops: number): string;
