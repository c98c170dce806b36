/**
 * The questions the two-factor settings ask before acting. Each of these acts at once once asked,
 * and inside the step-up window nothing else stands in the way, so the question is the only pause.
 */
export type MfaConfirm = { kind: "add" } | { kind: "reset" } | { kind: "codes" } | { kind: "disable"; factorId: string; name: string; last: boolean };

type Question = { title: string; description: string; confirmLabel: string; pendingLabel: string };

export function mfaQuestion(confirm: MfaConfirm): Question {
  switch (confirm.kind) {
    case "add":
      return {
        title: "Replace your MFA method?",
        description:
          "An MFA method is already set up. Adding a new one resets two-factor authentication first: your current authenticator and recovery codes stop working, and you set up the new authenticator right away.",
        confirmLabel: "Reset and Set Up",
        pendingLabel: "Resetting...",
      };
    case "reset":
      return {
        title: "Reset MFA?",
        description:
          "This removes every MFA method and recovery code from your account. You will set up an authenticator again before you can use the dashboard.",
        confirmLabel: "Reset MFA",
        pendingLabel: "Resetting...",
      };
    case "codes":
      return {
        title: "Make new recovery codes?",
        description:
          "Your current recovery codes stop working at once, including any you have written down or saved. The new ones are shown here once: keep them somewhere safe.",
        confirmLabel: "Make New Codes",
        pendingLabel: "Making codes...",
      };
    case "disable":
      return confirm.last
        ? {
            title: "Disable your only authenticator?",
            description: `${confirm.name} is the only second factor on your account. Disabling it also ends your recovery codes and your other sessions, and you must set up an authenticator again before you can use the dashboard.`,
            confirmLabel: "Disable and Remove MFA",
            pendingLabel: "Disabling...",
          }
        : {
            title: `Disable ${confirm.name}?`,
            description: `${confirm.name} stops working for sign-in and your other sessions end. Your other authenticator and your recovery codes keep working.`,
            confirmLabel: "Disable",
            pendingLabel: "Disabling...",
          };
  }
}
