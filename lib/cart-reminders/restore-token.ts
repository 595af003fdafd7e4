import { createHash, randomBytes } from "node:crypto";

/** The restore link's secret: random, so it says nothing about the cart; only its hash is stored. */
export const newRestoreToken = () => randomBytes(32).toString("base64url");

/** A database leak must not hand out working restore links, so the table keeps this and never the token. */
export const hashRestoreToken = (token: string) => createHash("sha256").update(token).digest("base64url");
