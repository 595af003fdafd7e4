import { z } from "zod";

// Here because content/ parses its own data with zod at import, and content/ imports nothing from lib/ but types.
// In the browser zod probes for eval (new Function) before compiling fast parsers; the shop's Content-Security-Policy
// refuses eval and reports the probe as a violation even though zod catches it. Schemas that also run in the browser
// import this first, so they parse without JIT there; the server keeps the fast path.
if (typeof window !== "undefined") z.config({ jitless: true });
