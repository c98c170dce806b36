import { usePasswordHashing } from "@eb/api";

// argon2 at the OWASP cost is 36–40 ms a hash, 12.6% of the auth-heavy files' time; tests hash at
// the cheapest cost instead. auth/sign-in.test.ts proves the production parameters.
usePasswordHashing("test");
