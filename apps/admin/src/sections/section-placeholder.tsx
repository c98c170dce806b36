import { Card, CardContent, CardHeader, CardTitle } from "@eb/ui/card";

/** A section whose content arrives with a later feature says so. */
export function SectionPlaceholder({ title, note }: { title: string; note: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-slate-400">{note}</p>
      </CardContent>
    </Card>
  );
}
