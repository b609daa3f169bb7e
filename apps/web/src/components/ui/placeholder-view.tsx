/** A view whose issue has not been built yet says so plainly. */
export function PlaceholderView({ title, note }: { title: string; note: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">{note}</p>
    </section>
  );
}
