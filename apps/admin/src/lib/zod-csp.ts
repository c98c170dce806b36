import { z } from "zod";

// zod probes whether eval works with `new Function`, which the admin page's CSP refuses, so every
// load sent a violation report; jitless makes zod skip the probe and its compiled fast path.
z.config({ jitless: true });
