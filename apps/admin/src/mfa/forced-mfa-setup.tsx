import { MfaSettings } from "./mfa-settings";

/** The enrolment an account without a second factor must finish before any section opens (own chunk). */
export default function ForcedMfaSetup() {
  return (
    <div className="mx-auto max-w-2xl">
      <MfaSettings forced />
    </div>
  );
}
