/** The messages of an input the procedure refused before running (zod issues), or of its domain refusal. */
export async function refusalOf(call: Promise<unknown>): Promise<{ code: string; messages: string[] }> {
  const err = (await call.then(
    () => null,
    (e: unknown) => e,
  )) as { code: string; message: string; cause?: { issues?: { message: string }[] } } | null;
  if (!err) throw new Error("expected the call to be refused");
  return { code: err.code, messages: err.cause?.issues ? err.cause.issues.map((i) => i.message) : [err.message] };
}
