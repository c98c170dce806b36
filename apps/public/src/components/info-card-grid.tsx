/** A two-column grid of titled text cards (bonus types, gambling tools and the like). */
export function InfoCardGrid({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {items.map((item) => (
        <div key={item.title} className="rounded-xl border border-slate-800 bg-slate-900/70 p-5">
          <h3 className="font-bold">{item.title}</h3>
          <p className="mt-1 text-sm text-slate-300">{item.text}</p>
        </div>
      ))}
    </div>
  );
}
