import { z } from "zod";

// In the browser zod probes for eval (new Function) before compiling fast parsers; the shop's Content-Security-Policy
// refuses eval and reports the probe as a violation even though zod catches it. Schemas that also run in the browser
// import this first, so they parse without JIT there; the server keeps the fast path.
if (typeof window !== "undefined") z.config({ jitless: true });
