import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";

/** Tabs whose content belongs to later features say so. */
export function PlaceholderTab({ title, note }: { title: string; note: string }) {
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
